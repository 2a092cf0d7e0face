import { describe, expect, test } from "vitest";
import { api, readBody } from "./api.server";
import {
  assertCleanForm,
  BROKEN_FORM,
  cleanSearchParams,
  hasRefusedCharacters,
  RefusedInputError,
  readRequestForm,
  refusedEntries,
  refusedFields,
} from "./input-gate.server";

const LONE_HIGH = "\uD83D";
const LONE_LOW = "\uDE00";
const PAIR = "\uD83D\uDE00"; // 😀

describe("the input gate's characters", () => {
  test.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007b"],
    ["vertical tab", "a\u000Bb"],
    ["form feed", "a\u000Cb"],
    ["escape", "a\u001Bb"],
    ["unit separator", "\u001F"],
    ["DEL", "a\u007Fb"],
    ["a C1 control (NEL)", "a\u0085b"],
    ["the first and last C1 controls", "\u0080\u009F"],
    ["a lone high surrogate", `a${LONE_HIGH}b`],
    ["a lone high surrogate at the end", `ab${LONE_HIGH}`],
    ["a lone low surrogate", `a${LONE_LOW}b`],
    ["two high surrogates", `${LONE_HIGH}${LONE_HIGH}${LONE_LOW}`],
    ["a reversed pair", `${LONE_LOW}${LONE_HIGH}`],
  ])("refuses %s", (_name, text) => {
    expect(hasRefusedCharacters(text)).toBe(true);
  });

  test.each([
    ["plain text", "Spaghetti bolognese"],
    ["tab, line feed and carriage return", "Step 1\tstir\r\nStep 2\n"],
    ["an emoji (a surrogate pair)", `Pizza ${PAIR}`],
    ["accents and other scripts", "Crème brûlée, 寿司, борщ"],
    ["the no-break space just past C1", "a\u00A0b"],
    ["U+FFFD and the BOM", "\uFFFD\uFEFF"],
    ["the empty string", ""],
  ])("lets %s through", (_name, text) => {
    expect(hasRefusedCharacters(text)).toBe(false);
  });
});

describe("refusedFields (JSON bodies)", () => {
  test("names every refused field by its path, keys included", () => {
    const errors = refusedFields({
      name: "ok",
      notes: "bad\u0000",
      ingredients: [{ name: "flour" }, { name: `x${LONE_HIGH}` }],
      nutrition: { "cal\u0000ories": 10 },
      tags: ["fine", "also\u0001bad"],
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["ingredients.1.name", "notes", "nutrition.cal\uFFFDories", "tags.1"].sort(),
    );
    expect(errors.notes).toEqual(["The notes field contains characters that are not allowed."]);
  });

  test("a clean body, numbers, booleans and null give nothing", () => {
    expect(refusedFields({ a: 1, b: true, c: null, d: [1, "x", { e: PAIR }] })).toEqual({});
  });

  test("a bare refused string is named after the body", () => {
    expect(Object.keys(refusedFields("\u0000"))).toEqual(["body"]);
  });

  test("arrays nested a hundred thousand deep do not overflow the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(Object.keys(refusedFields({ name: deep }))).toHaveLength(1);
    const clean = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(refusedFields({ name: clean })).toEqual({});
  });

  test("a body with thousands of refused fields names at most twenty", () => {
    const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, "\u0000"]));
    expect(Object.keys(refusedFields(body))).toHaveLength(20);
  });
});

describe("refusedEntries (forms and query strings)", () => {
  test("checks values and names, skips files, and names each field once", () => {
    const form = new FormData();
    form.append("title", "Soup");
    form.append("members", "1");
    form.append("members", "2\u0000");
    form.append("members", "3\u0000");
    form.append(`evil\u0000`, "x");
    form.append("image", new Blob(["\u0000 bytes of a picture"]), "a\u0000.png");
    expect(refusedEntries(form.entries())).toEqual({
      members: ["The members field contains characters that are not allowed."],
      "evil\uFFFD": ["The evil\uFFFD field contains characters that are not allowed."],
    });
    expect(() => assertCleanForm(form)).toThrow(RefusedInputError);
  });

  test("a page's query string or path parameter with NUL is a 422 response", async () => {
    const answer = (() => {
      try {
        cleanSearchParams(new Request("http://localhost/recipes?search=a%00b"));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(422);
    expect(await (answer as Response).text()).toBe(
      "The search field contains characters that are not allowed.",
    );
    expect(() => cleanSearchParams(new Request("http://localhost/x"), { token: "a\u0000" })).toThrow();
    expect(cleanSearchParams(new Request("http://localhost/x?q=caf%C3%A9")).get("q")).toBe("café");
  });

  test("an unpaired surrogate cannot arrive percent-encoded in UTF-8, but decodes to U+FFFD", () => {
    // %ED%A0%80 is the CESU-8 of U+D800: not UTF-8, so the URL parser gives U+FFFD, which is allowed.
    expect(cleanSearchParams(new Request("http://localhost/x?q=%ED%A0%80")).get("q")).toBe(
      "\uFFFD\uFFFD\uFFFD",
    );
  });
});

describe("the API side", () => {
  const echo = api(async ({ request }) => Response.json(await readBody(request)));
  const call = (url: string, init: RequestInit = {}) =>
    echo({ request: new Request(url, init), params: {}, context: {} });

  test("a JSON body with NUL or a lone surrogate is a 422 in the API's error shape", async () => {
    for (const text of ['{"name":"a\\u0000b"}', '{"notes":{"x":["\\ud800"]}}']) {
      const response = await call("http://localhost/api/x", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: text,
      });
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/contains characters that are not allowed/);
      expect(Object.values(body.errors).flat()).toHaveLength(1);
    }
  });

  test("a form-encoded body and a query string are checked too", async () => {
    const form = await call("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%00%40example.com",
    });
    expect(form.status).toBe(422);
    expect((await form.json()).errors).toEqual({
      email: ["The email field contains characters that are not allowed."],
    });
    const query = await call("http://localhost/api/x?search=%00");
    expect(query.status).toBe(422);
    expect((await query.json()).errors).toHaveProperty("search");
  });

  test("a JSON body that is not UTF-8 is a 422, never stored as U+FFFD", async () => {
    // {"name":"caf\xE9"}: Latin-1, not UTF-8; a lenient decoder would give "caf\uFFFD".
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"caf'), 0xe9, 0x22, 0x7d]);
    const response = await call("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bytes,
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errors: { body: [expect.stringMatching(/UTF-8/)] } });
    // U+FFFD itself, sent as its UTF-8 bytes, is text like any other.
    const fine = await call("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "caf\uFFFD" }),
    });
    expect(await fine.json()).toEqual({ name: "caf\uFFFD" });
  });

  test("a form body whose percent-encoded text is not UTF-8 names its field", async () => {
    const form = await call("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=ok&notes=caf%E9&title=%EF%BF%BD",
    });
    expect(form.status).toBe(422);
    expect((await form.json()).errors).toEqual({
      notes: ["The notes field is not valid UTF-8 text."],
    });
    const fine = await call("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=caf%C3%A9+cr%C3%A8me&t=%EF%BF%BD&plain=a+b&bare&pct=100%",
    });
    expect(await fine.json()).toEqual({
      name: "café crème",
      t: "\uFFFD",
      plain: "a b",
      bare: "",
      pct: "100%",
    });
  });

  test("a multipart form with a text part that is not UTF-8 is a 422", async () => {
    const boundary = "XyZ";
    const part = (name: string, value: number[]) => [
      ...new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      ...value,
      ...new TextEncoder().encode("\r\n"),
    ];
    const send = (value: number[]) =>
      call("http://localhost/api/x", {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: new Uint8Array([...part("name", value), ...new TextEncoder().encode(`--${boundary}--\r\n`)]),
      });
    const refused = await send([0x63, 0x61, 0x66, 0xe9]);
    expect(refused.status).toBe(422);
    expect(await (await send([0x63, 0x61, 0x66, 0xef, 0xbf, 0xbd])).json()).toEqual({ name: "caf\uFFFD" });
  });

  test("route parameters are checked before the handler runs", async () => {
    let ran = false;
    const handler = api(async () => {
      ran = true;
      return Response.json({});
    });
    const response = await handler({
      request: new Request("http://localhost/api/features/x/check"),
      params: { flag: "dark\u0000mode" },
      context: {},
    });
    expect(response.status).toBe(422);
    expect(ran).toBe(false);
  });

  test("clean input passes untouched", async () => {
    const response = await call("http://localhost/api/x?q=ok", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: `Pizza ${PAIR}`, steps: "one\r\ntwo\tthree" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: `Pizza ${PAIR}`, steps: "one\r\ntwo\tthree" });
  });
});

describe("a form body the platform cannot parse", () => {
  // Found by the API fuzzer (ADR 065): a cut multipart body was a 500 on every call that reads a body.
  test.each([
    ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["multipart/form-data", "no boundary at all"],
  ])("%s is a 422 under body, never a 500", async (type, body) => {
    const request = () =>
      new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": type }, body });
    await expect(readRequestForm(request())).rejects.toMatchObject({ errors: { body: [BROKEN_FORM] } });
    const answer = await api(async ({ request }: { request: Request }) =>
      Response.json(await readBody(request)),
    )({
      request: request(),
      params: {},
      context: {},
    } as never);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { body: [BROKEN_FORM] } });
  });
});
