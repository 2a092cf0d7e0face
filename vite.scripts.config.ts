// The operator scripts (db:migrate, projections:rebuild, events:verify) compiled for a production
// install, where tsx (a dev dependency) is missing: `npm run build` writes build/scripts/<name>.js,
// and scripts/operator.js runs them when tsx is not installed (ADR 019). Packages stay imports of
// node_modules (Vite's SSR default), so only production dependencies are needed at run time.
import { defineConfig } from "vite";

const OPERATOR_SCRIPTS = ["migrate", "projections-rebuild", "events-verify"];
// Not an operator script: the database start-up that server.js's primary imports (ADR 064).
const SERVER_MODULES = ["server-primary"];

// Used instead of vite.config.ts (`vite build --config vite.scripts.config.ts`): no Remix, no CSS.
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/scripts",
    emptyOutDir: true,
    minify: false,
    rollupOptions: {
      input: Object.fromEntries(
        [...OPERATOR_SCRIPTS, ...SERVER_MODULES].map((name) => [name, `scripts/${name}.ts`]),
      ),
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        warn(warning);
      },
    },
  },
});
