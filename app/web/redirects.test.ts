import { expect, test } from "vitest";
import { asBrowserReadsIt, safeRedirect } from "./redirects";

// Inputs that a browser would follow to another host (or that cannot be a Location at all).
const hostile: [string, unknown][] = [
  ["protocol-relative", "//evil.example/phish"],
  ["backslash after the slash", "/\\evil.example"],
  ["two backslashes", "\\\\evil.example"],
  ["a tab between the slashes (the reported case)", "/\t/evil.example/phish"],
  ["a newline between the slashes", "/\n/evil.example"],
  ["a carriage return between the slashes", "/\r/evil.example"],
  ["a NUL between the slashes", "/\u0000/evil.example"],
  ["another C0 control between the slashes", "/\u001f/evil.example"],
  ["DEL between the slashes", "/\u007f/evil.example"],
  ["leading spaces", "  //evil.example"],
  ["leading control characters", "\u0001\u0002//evil.example"],
  ["percent-encoded tab, decoded once", "/%09/evil.example/phish"],
  ["percent-encoded slashes", "/%2F%2Fevil.example"],
  ["percent-encoded slash and backslash", "/%2f%5cevil.example"],
  ["percent-encoded backslash", "/%5Cevil.example"],
  ["dot segment leaving two slashes", "/.//evil.example"],
  ["parent segment leaving two slashes", "/..//evil.example"],
  ["absolute http URL", "http://evil.example/"],
  ["absolute https URL", "https://evil.example/"],
  ["mixed-case scheme", "HtTpS://evil.example"],
  ["javascript: URL", "javascript:alert(1)"],
  ["data: URL", "data:text/html,<script>alert(1)</script>"],
  ["scheme-relative with userinfo", "//user@evil.example"],
  ["no leading slash", "evil.example"],
  ["empty", ""],
  ["only whitespace", " \t\n"],
  ["a very long path", `/${"a".repeat(9000)}`],
  ["not a string", 42],
  ["null", null],
  ["undefined", undefined],
  ["a File", new File(["x"], "x.txt")],
];

test.each(hostile)("%s goes to the default page", (_label, input) => {
  expect(safeRedirect(input as string)).toBe("/");
  expect(safeRedirect(input as string, "/recipes")).toBe("/recipes");
});

const local: [string, string, string][] = [
  ["a page", "/family", "/family"],
  ["a page with a query and a hash", "/recipes?search=egg&page=2#list", "/recipes?search=egg&page=2#list"],
  ["an encoded slash inside the query", "/recipes?search=a%2Fb", "/recipes?search=a%2Fb"],
  ["the home page", "/", "/"],
  ["tabs and newlines removed, as a browser does", "/fam\tily\n", "/family"],
  ["a backslash inside the path reads as a slash", "/recipes\\12", "/recipes/12"],
  [
    "spaces and non-ASCII are percent-encoded",
    "/recipes?search=crème brûlée",
    "/recipes?search=cr%C3%A8me%20br%C3%BBl%C3%A9e",
  ],
  ["dot segments resolved", "/recipes/../family", "/family"],
  ["an invitation link", "/invite/abc_DEF-123", "/invite/abc_DEF-123"],
  ["CR LF cannot inject a header: it is removed", "/\r\nSet-Cookie: x=1", "/Set-Cookie:%20x=1"],
];

test.each(local)("%s stays: %j", (_label, input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

test("within an area: that path or below it, otherwise the fallback", () => {
  const within = (target: string) => safeRedirect(target, "/recipes/7", { within: "/recipes" });
  expect(within("/recipes")).toBe("/recipes");
  expect(within("/recipes?page=2")).toBe("/recipes?page=2");
  expect(within("/recipes/12#notes")).toBe("/recipes/12#notes");
  expect(within("/recipes-evil")).toBe("/recipes/7");
  expect(within("/family")).toBe("/recipes/7");
  expect(within("/recipes/../admin")).toBe("/recipes/7");
  expect(within("//evil.example/recipes")).toBe("/recipes/7");
});

test("the result never holds a character a header cannot carry", () => {
  for (let code = 0; code < 0x110; code++) {
    const target = `/a${String.fromCharCode(code)}b`;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none are left.
    expect(safeRedirect(target)).toMatch(/^\/[^\u0000-\u001f\u007f-\uffff]*$/);
  }
  expect(safeRedirect("/\ud800x")).toMatch(/^\/[\x21-\x7e]*$/);
});

test("asBrowserReadsIt removes what the URL parser removes and turns backslashes into slashes", () => {
  expect(asBrowserReadsIt(" \u0000/a\t\\b\r\n ")).toBe("/a/b");
});
