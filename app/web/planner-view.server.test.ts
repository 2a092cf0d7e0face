import { describe, expect, it } from "vitest";
import { rememberedView, rememberView } from "./planner-view.server";

const at = (cookie?: string) =>
  new Request("http://localhost/meal-planner", cookie ? { headers: { Cookie: cookie } } : {});
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the remembered planner view", () => {
  it("is none without the cookie", async () => {
    expect(await rememberedView(at(), 7)).toBeNull();
  });

  it("is the view the cookie remembers for this user", async () => {
    const set = await rememberView(at(), 7, "day");
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Max-Age=\d+/);
    expect(await rememberedView(at(cookieOf(set)), 7)).toBe("day");
  });

  it("is none for another user of the same browser, or a view that is not one", async () => {
    const set = await rememberView(at(), 7, "month");
    expect(await rememberedView(at(cookieOf(set)), 8)).toBeNull();
    expect(await rememberedView(at(`fmp_planner_view=${btoa(JSON.stringify("7:year"))}`), 7)).toBeNull();
  });

  it("is secure and host-only over HTTPS", async () => {
    const set = await rememberView(new Request("https://example.com/meal-planner"), 7, "week");
    expect(set).toMatch(/^__Host-fmp_planner_view=/);
    expect(set).toMatch(/Secure/);
  });
});
