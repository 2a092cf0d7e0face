// The third-party notices of the browser build (vite.config.ts): terser drops every comment from the
// scripts, licence headers included, to keep each page within its JavaScript budget, so the notices the
// packages' licences ask to be kept with copies of them are written once, beside the scripts, in
// /third-party-licenses.txt (docs/decisions/055-terser-for-the-browser.md).
import fs from "node:fs";
import path from "node:path";

/** The folder of the npm package a bundled module comes from, or null for our own code. */
export function packageRootOf(moduleId: string): string | null {
  const file = moduleId.replace(/^\0/, "").replace(/\?.*$/, "");
  const at = file.lastIndexOf("/node_modules/");
  if (at < 0) return null;
  const rest = file.slice(at + "/node_modules/".length).split("/");
  const name = rest[0]?.startsWith("@") ? rest.slice(0, 2).join("/") : rest[0];
  return name ? path.join(file.slice(0, at), "node_modules", name) : null;
}

/** One notice per package, sorted by name: name, version, licence, and the package's licence file. */
export function thirdPartyNotices(moduleIds: Iterable<string>): string {
  const roots = new Set<string>();
  for (const id of moduleIds) {
    const root = packageRootOf(id);
    if (root) roots.add(root);
  }
  const notices: { name: string; text: string }[] = [];
  for (const root of roots) {
    const manifest = path.join(root, "package.json");
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
      name?: string;
      version?: string;
      license?: string;
    };
    const licenceFile = fs
      .readdirSync(root)
      .find((entry) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(entry));
    const text = licenceFile
      ? fs.readFileSync(path.join(root, licenceFile), "utf8").trim()
      : "(no licence file)";
    const name = pkg.name ?? path.basename(root);
    notices.push({ name, text: `${name} ${pkg.version ?? ""} (${pkg.license ?? "see below"})\n\n${text}` });
  }
  notices.sort((a, b) => a.name.localeCompare(b.name));
  const rule = `\n\n${"-".repeat(72)}\n\n`;
  return `Third-party software in this site's scripts, and its licences.${rule}${notices.map((n) => n.text).join(rule)}\n`;
}
