// @ts-check
// Node's options for the production server, shared by `npm start` (scripts/start.js) and the
// benchmark, so the figures are those of what people run. server.js gives them to its workers however
// it was started itself (`node server.js` alone has none; ADR 064).
//
// The V8 heap limit: without one, V8 sizes its heap against the machine's memory (≈4 GB here) and
// keeps garbage it could collect, so one process grew from ≈150 MB to ≈330 MB RSS serving 2,000
// pages; with a 256 MB old space it stays ≈200 MB doing the same, far above what a request needs
// (the live heap is ≈40–60 MB). NODE_HEAP_MB changes it; a --max-old-space-size in NODE_OPTIONS wins.

/** @returns {string[]} */
export function serverNodeArgs() {
  if (/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? "")) return [];
  const asked = Number(process.env.NODE_HEAP_MB ?? "256");
  const mb = Number.isInteger(asked) && asked >= 64 ? asked : 256;
  return [`--max-old-space-size=${mb}`];
}
