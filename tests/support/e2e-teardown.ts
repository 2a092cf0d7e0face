import fs from "node:fs";
import os from "node:os";

// The server has stopped (and closed its database) by now: remove its fresh data folder.
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(os.tmpdir())) fs.rmSync(dir, { recursive: true, force: true });
}
