#!/usr/bin/env node
// @ts-check
// `npm start`: build when the sources are newer than the build, then serve it with server.js on
// PORT (default 3000). The server opens the database (embedded in DATA_DIR unless DATABASE_URL),
// migrates, and prints its URL. Signals go to the server, which closes the database before exiting.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeArgs } from "./server-args.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build", "server", "index.js");
// The primary's start-up and the operator scripts (vite.scripts.config.ts; ADRs 019, 064).
const scriptsBuild = path.join(root, "build", "scripts", "server-primary.js");
const inputs = [
  "app",
  "migrations",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "vite.scripts.config.ts",
  "remix.config.js",
  "scripts/lib/build-warnings.ts",
  "scripts/server-primary.ts",
];

/** @param {string} p @returns {number} */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(p)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const builtAt =
  fs.existsSync(serverBuild) && fs.existsSync(scriptsBuild)
    ? Math.min(fs.statSync(serverBuild).mtimeMs, fs.statSync(scriptsBuild).mtimeMs)
    : 0;
const sourcesAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
const canBuild = fs.existsSync(path.join(root, "node_modules", "@remix-run", "dev"));

if (builtAt === 0 || (sourcesAt > builtAt && canBuild)) {
  if (!canBuild) {
    console.error("There is no build and the build tools are not installed: run `npm install` first.");
    process.exit(1);
  }
  console.log(
    builtAt === 0 ? "Building the app (first start)…" : "Sources changed since the last build: rebuilding…",
  );
  const startedAt = Date.now();
  // Quietly: Vite's list of a hundred asset files would push the first start's logins off the
  // screen. Warnings and errors still show (`npm run build` shows everything).
  // `npm run build`'s two steps, in its order (Remix's build empties build/ first).
  const steps = [
    [
      path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"),
      "vite:build",
      "--logLevel",
      "warn",
    ],
    [
      path.join(root, "node_modules", "vite", "bin", "vite.js"),
      "build",
      "--config",
      "vite.scripts.config.ts",
    ],
  ];
  for (const args of steps) {
    const build = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  PORT: process.env.PORT ?? "3000",
};
const child = spawn(process.execPath, [...serverNodeArgs(), path.join(root, "server.js")], {
  cwd: root,
  env,
  stdio: "inherit",
});

// A terminal's Ctrl-C reaches the whole process group, the server included; a SIGTERM sent to this
// process alone (a supervisor, `npm` stopping) is passed on. Either way we wait for the server.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
