import { describe, expect, it } from "vitest";
import { FLASH_LIMIT, flashCookie, redirectWithFlash, takeFlash } from "./flash.server";

const at = (cookie?: string) =>
  new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {});
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the flash message", () => {
  it("is nothing, and sets no cookie, when none was left", async () => {
    expect(await takeFlash(at())).toEqual({ flash: null, setCookie: null });
  });

  it("is taken once: the answer that shows it removes it", async () => {
    const left = await flashCookie(at(), "Moved “Soup”.");
    const { flash, setCookie } = await takeFlash(at(cookieOf(left)));
    expect(flash?.message).toBe("Moved “Soup”.");
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("tells two equal messages apart", async () => {
    const one = await takeFlash(at(cookieOf(await flashCookie(at(), "Saved."))));
    const two = await takeFlash(at(cookieOf(await flashCookie(at(), "Saved."))));
    expect(one.flash?.id).not.toBe(two.flash?.id);
  });

  it("is not read from a forged cookie", async () => {
    const forged = `fmp_flash=${btoa(JSON.stringify({ __flash_flash__: { message: "Hi", id: "1" } }))}`;
    expect((await takeFlash(at(forged))).flash).toBeNull();
  });

  it("is cut to its limit", async () => {
    const left = await flashCookie(at(), "x".repeat(FLASH_LIMIT + 50));
    expect((await takeFlash(at(cookieOf(left)))).flash?.message).toHaveLength(FLASH_LIMIT);
  });

  it("travels with a redirect", async () => {
    const response = await redirectWithFlash(at(), "/meal-planner", "Added “Soup” to the plan.");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/meal-planner");
    const { flash } = await takeFlash(at(cookieOf(response.headers.get("Set-Cookie")!)));
    expect(flash?.message).toBe("Added “Soup” to the plan.");
  });
});
