import { expect, test } from "vitest";
import { sessionCookie, sessionIdOf } from "./auth.server";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";

test("a Cookie header's session id is read from its signed cookie, and a kept answer is the same answer", async () => {
  const signed = (await sessionCookie(new Request("http://localhost/")).serialize("session-123")).split(
    ";",
  )[0]!;
  const header = `theme=dark; ${signed}`;
  expect(await sessionIdOf(header, false)).toBe("session-123");
  expect(await sessionIdOf(header, false)).toBe("session-123");
  // Over HTTPS the cookie has another name: the same header carries no session there.
  expect(await sessionIdOf(header, true)).toBeNull();
  // A changed value or signature is refused, before and after the genuine header was kept.
  const [name, value] = signed.split("=") as [string, string];
  const tampered = `${name}=${value.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`;
  expect(await sessionIdOf(tampered, false)).toBeNull();
  expect(await sessionIdOf(`${name}=x${value}`, false)).toBeNull();
  expect(await sessionIdOf("", false)).toBeNull();
  expect(await sessionIdOf(null, false)).toBeNull();
  expect(await sessionIdOf(header, false)).toBe("session-123");
});
