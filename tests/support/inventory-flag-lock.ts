// The inventory flag story (tests/e2e/inventory.spec.ts) turns the seeded inventory flag off for members
// for a moment. Every story that uses the pantry as a member (its page, 'Purchased → pantry') holds this
// one lock across projects and workers while it runs, so it never meets the flag switched off
// (docs/decisions/037-inventory.md).
import fs from "node:fs";
import path from "node:path";

/** Runs `story` while no other story (in any project or worker) holds the inventory flag lock. */
export async function withFlagLock<T>(story: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? "/tmp", "inventory-flag.lock");
  for (let waited = 0; ; waited += 200) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock older than any story is left from a run that was killed: take it over.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      if (waited > 150_000) throw new Error("The inventory flag lock was not released.");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await story();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
