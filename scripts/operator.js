#!/usr/bin/env node
// @ts-check
// `npm run db:migrate | projections:rebuild | events:verify`: runs scripts/<name>.ts from source with
// tsx where tsx is installed (a development install), else the compiled build/scripts/<name>.js that
// `npm run build` wrote (a production install, `npm ci --omit=dev`, and the Docker image). Arguments
// after the name go to the script. See docs/decisions/019-operator-scripts-in-production.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name = "", ...args] = process.argv.slice(2);
const source = path.join(root, "scripts", `${name}.ts`);
const built = path.join(root, "build", "scripts", `${name}.js`);

/** tsx's command line, or null when tsx is not installed (production). */
function tsxCli() {
  try {
    return createRequire(import.meta.url).resolve("tsx/cli");
  } catch {
    return null;
  }
}

if (!/^[a-z][a-z-]*$/.test(name)) {
  console.error("Usage: node scripts/operator.js <migrate|projections-rebuild|events-verify> [arguments]");
  process.exit(2);
}
const tsx = fs.existsSync(source) ? tsxCli() : null;
if (tsx) {
  const child = spawn(process.execPath, [tsx, source, ...args], { cwd: root, stdio: "inherit" });
  // A terminal's Ctrl-C reaches the child too; a signal sent to this process alone is passed on.
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (fs.existsSync(built)) {
  // The script reads its flags from process.argv wherever they are; it sets the exit code itself.
  await import(pathToFileURL(built).href);
} else {
  console.error(
    `There is no ${path.relative(root, built)} and tsx is not installed: run \`npm run build\` ` +
      "(with the development dependencies installed) first.",
  );
  process.exit(1);
}
