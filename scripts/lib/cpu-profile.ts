// Reads a V8 .cpuprofile (node --cpu-prof, or the inspector) and sums the time spent in each function
// itself (its samples), the figure the bench prints for a profiled page.
import fs from "node:fs";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[] };

export type SelfTime = { name: string; where: string; ms: number; share: number };

/** The functions with the most self time, largest first. */
export function topSelfTime(file: string, count = 15): SelfTime[] {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const totalSamples = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0) || 1;
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / totalSamples;
  const byFunction = new Map<string, SelfTime>();
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || "(anonymous)";
    const where = url
      ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(app|build|server)\//, "$1/")}:${lineNumber + 1}`
      : "";
    const key = `${name}@${where}`;
    const entry = byFunction.get(key) ?? { name, where, ms: 0, share: 0 };
    entry.ms += node.hitCount * msPerSample;
    entry.share += node.hitCount / totalSamples;
    byFunction.set(key, entry);
  }
  return [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, count);
}
