import type { ServerBuild } from "@remix-run/node";
import { expect, test } from "vitest";
import { getAuth, KNOWN_CALLER, sessionCookie, sessionIdOf } from "./auth.server";
import { guardRoutes } from "./database-faults.server";

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

test("a page the cache missed takes its caller from the load context, without reading the session", async () => {
  const known = {
    user: { id: 7, role: "member" },
    via: "session",
    sessionId: "s",
    csrfToken: "c",
    flags: ["x"],
  };
  const read: unknown[] = [];
  const module = {
    loader: async ({ request }: { request: Request }) => read.push(await getAuth(request)),
    default: () => null,
  };
  const build = guardRoutes({ routes: { root: { id: "root", path: "", module } } } as unknown as ServerBuild);
  const loader = build.routes.root!.module.loader as (args: unknown) => Promise<unknown>;
  // No cookie, no database: the known caller is the answer.
  await loader({ request: new Request("http://localhost/"), context: { [KNOWN_CALLER]: known }, params: {} });
  expect(read).toEqual([known]);
});
