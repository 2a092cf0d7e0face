import type { Kysely } from "kysely";
import { expect, test, vi } from "vitest";
import type { DB } from "../../db/schema";
import { dashboardOpenItems } from "./items.server";

test("the dashboard's shopping count is empty (null), not an error, when the database cannot answer", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const broken = {
    selectFrom: () => {
      throw new Error("connection refused");
    },
  } as unknown as Kysely<DB>;
  await expect(dashboardOpenItems(broken, 1)).resolves.toBeNull();
  expect(warn).toHaveBeenCalledOnce();
  warn.mockRestore();
});
