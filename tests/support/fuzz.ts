// Schema-driven fuzzing of every call of the JSON API (docs/decisions/065-schema-driven-fuzzing.md). The
// OpenAPI document (GET /api/openapi.json) is walked operation by operation; for each one fast-check makes
// requests from a valid base (the caller's own ids, a plausible body) with one or two of its parameters
// or body fields replaced by a hostile value chosen for that field's schema: boundaries, wrong types,
// dates and numbers that do not exist or are extreme, long and odd text, nested junk. Every answer is
// checked: never a 5xx (nor no answer), a 4xx under /api is JSON and a 422's `errors` name fields of the
// call, and a refused change leaves the caller's household as it was. Plain fetch, no test runner: the
// Playwright spec (tests/api/fuzz.spec.ts) runs a bounded, seeded sample, the bench (scripts/bench-fuzz.ts)
// a long one against its own server.
import { randomBytes } from "node:crypto";
import fc from "fast-check";

// ---------------------------------------------------------------------------------------------------
// The document

/** The parts of JSON Schema (as zod's z.toJSONSchema writes it) that the generators read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  examples?: unknown[];
  default?: unknown;
}
type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema: Schema };
type OperationObject = {
  tags?: string[];
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject | Parameter[]>>;
  components: { schemas: Record<string, Schema> };
};

export type FuzzOperation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path template, "/api/meal-plans/{id}". */
  path: string;
  tag: string;
  public: boolean;
  params: Parameter[];
  body?: Schema;
  /** Top-level body fields with their schemas ({} when the document only names them in words). */
  bodyFields: Record<string, Schema>;
};

export const operationKey = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

/** Follows `$ref`s into the document's components. */
export function resolver(doc: OpenApiDocument) {
  return function resolve(schema: Schema | undefined): Schema {
    let s = schema ?? {};
    for (let hops = 0; s.$ref && hops < 20; hops++) {
      const name = s.$ref.replace("#/components/schemas/", "");
      s = { ...doc.components.schemas[name], ...(s.description ? { description: s.description } : {}) };
    }
    return s;
  };
}

const STOP_WORDS = new Set(["or", "and", "also", "a", "an", "the", "with", "of", "to", "up", "accepted"]);

/**
 * The fields a body schema names: its properties (through allOf/anyOf), or, where the document describes
 * a loosely read body in words ("name, age, relationship, …"), the names listed in its first sentence.
 */
export function fieldsOf(resolve: (s: Schema | undefined) => Schema, body: Schema): Record<string, Schema> {
  const fields: Record<string, Schema> = {};
  const walk = (schema: Schema, depth: number) => {
    const s = resolve(schema);
    if (depth > 4) return;
    for (const [name, prop] of Object.entries(s.properties ?? {})) fields[name] ??= prop;
    for (const branch of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])])
      walk(branch, depth + 1);
  };
  walk(body, 0);
  const described = resolve(body);
  if (Object.keys(fields).length === 0 && described.description) {
    const first = described.description
      .replace(/\([^)]*\)/g, "")
      .replace(/\[[^\]]*\]/g, "")
      .split(/\.\s/)[0] as string;
    for (const word of first.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [])
      if (!STOP_WORDS.has(word) && /^[a-z]/.test(word)) fields[word] ??= {};
  }
  return fields;
}

/** Every operation of the document, with its path-level parameters merged in. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const resolve = resolver(doc);
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const [method, value] of Object.entries(item)) {
      if (method === "parameters") continue;
      const op = value as OperationObject;
      const body = op.requestBody?.content["application/json"]?.schema;
      out.push({
        method: method.toUpperCase() as FuzzOperation["method"],
        path,
        tag: op.tags?.[0] ?? "",
        public: Array.isArray(op.security) && op.security.length === 0,
        params: [...shared, ...(op.parameters ?? [])].map((p) => ({
          ...p,
          schema: { ...resolve(p.schema), description: (p as { description?: string }).description },
        })),
        body: body && resolve(body),
        bodyFields: body ? fieldsOf(resolve, body) : {},
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Values

/** A JSON token written as is: -0, 1e400, a 17-digit integer, a duplicate key… */
export class RawJson {
  constructor(readonly text: string) {}
}
/** A query or path value written as is, already percent-encoded (or deliberately malformed). */
export class RawUrl {
  constructor(readonly text: string) {}
}

/** Nested arrays `depth` deep around `leaf`. */
const nestedArrays = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const nestedObjects = (depth: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
/** An object with an own "__proto__" key, as JSON.parse makes it (a literal would set the prototype). */
const protoKey = () =>
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{}}}');

export const EXTREME_DATES = [
  "9999-12-31",
  "0000-01-01",
  "2023-02-29",
  "2023-02-30",
  "10000-01-01",
  "1900-02-29",
  "2024-02-29",
  "1970-01-01",
  "0001-01-01",
  "9999-12-25",
  "2200-01-01",
  "+010000-01-01",
  "-000001-01-01",
  "275760-09-13",
  "2025-13-01",
  "2025-00-10",
  "2025-04-31",
  "2025-1-1",
  "20250304",
  "2025/03/04",
  "03/04/2025",
  "2025-03-04T25:00",
  "2025-03-04T23:59:60Z",
  "2025-03-04T00:00:00+14:00",
  "2025-03-04T00:00:00-12:00",
  "2025-03-04T12:00:00.123456789Z",
  " 2025-03-04",
  "2025-03-04 ",
  "２０２５-０３-０４",
  "now",
  "today",
  "Invalid Date",
  "1e3",
];
const TIMES = [
  "24:00",
  "23:60",
  "12:00 pm",
  "0:00am",
  "13pm",
  "99:99",
  "-1:00",
  "12",
  "noon",
  "23:59:59.999",
  "7",
];
const NUMBER_TEXTS = [
  "0x10",
  "1e3",
  " 5 ",
  "5 ",
  "NaN",
  "Infinity",
  "-Infinity",
  "5abc",
  "٥",
  "５",
  "1_000",
  "1,5",
  "+5",
  "-0",
  "00012",
  "0b11",
  "1e-7",
  "9".repeat(400),
  "",
];
const NUMBERS: unknown[] = [
  0,
  -1,
  1,
  1.5,
  0.1,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53,
  new RawJson("123456789.123456789"),
  new RawJson("-0"),
  new RawJson("1e400"),
  new RawJson("-1e400"),
  new RawJson("9007199254740993"),
  new RawJson("1.0000000000000000000001"),
  new RawJson("1E2"),
];
export const ODD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\u0001",
  "\u0008",
  "\u001b[31m",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009b",
  "\u009f",
  "\uD800",
  "\uDFFF",
  "a\uD83D",
  "\uDE00a",
  "\u202Eevil\u202C",
  "\u200B",
  "\uFEFF",
  "\u2028\u2029",
  "👨‍👩‍👧‍👦".repeat(50),
  "Z̵̢̛a̸l̶g̷o̴",
  "مرحبا بالعالم",
  "שלום עולם",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  "${7*7}",
  "../../../etc/passwd",
  "%00",
  "%s%s%n",
  "\\",
  '"',
  "\r\n",
  "\t",
  " ",
  "   ",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "𝟘𝟙",
  "ｆｕｌｌ",
  "x".repeat(10_000),
  "é".repeat(10_000),
  "😀".repeat(5_000),
  "a\nb",
];
const BOOLEANS: unknown[] = ["true", "false", "1", "0", "yes", "no", "on", "off", "TRUE", 1, 0, 2, "maybe"];
const URLS = [
  "javascript:alert(1)",
  "file:///etc/passwd",
  "http://169.254.169.254/latest/meta-data",
  "http://[::1]:1/",
  "http://127.0.0.1:1/",
  "http://0x7f000001:1/",
  "ftp://example.org/x",
  `http://${"a".repeat(3000)}.test/`,
  "http://exa mple.org/",
  "//evil.test",
  "data:text/html,<b>x</b>",
];
const EMAILS = ["a@b", "@", "a@b..c", `${"x".repeat(300)}@e.test`, "ＡＢ@e.test", "a@b.c\u0000", "A@E.TEST "];
/** Wrong types for any field. */
const ANY_TYPE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  "",
  "5",
  "x",
  [],
  {},
  [1],
  [[["x"]]],
  { toString: "x" },
];
/** Nested junk within, at and past the limits (32 levels, 1,000 items). */
const NESTED_VALUES: unknown[] = [
  nestedArrays(31),
  nestedArrays(32),
  nestedArrays(40),
  nestedObjects(31),
  nestedObjects(40),
  Array.from({ length: 1000 }, (_, i) => i),
  Array.from({ length: 1001 }, () => "x"),
  Array.from({ length: 1000 }, () => ({ name: "x", quantity: 1 })),
  manyKeys(1000),
  manyKeys(1001),
  protoKey(),
  [null, {}, [], "a", 1, true],
];

type Info = { types: Set<string>; s: Schema; strings: Schema[]; numbers: Schema[]; arrays: Schema[] };

/** The types a schema admits, with the branches that hold each kind. */
function infoOf(resolve: (s: Schema | undefined) => Schema, schema: Schema): Info {
  const info: Info = { types: new Set(), s: resolve(schema), strings: [], numbers: [], arrays: [] };
  const walk = (raw: Schema, depth: number) => {
    const s = resolve(raw);
    if (depth > 6) return;
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    for (const t of types) info.types.add(t);
    for (const v of s.enum ?? []) info.types.add(typeof v);
    if (s.const !== undefined) info.types.add(typeof s.const);
    if (types.includes("string")) info.strings.push(s);
    if (types.includes("number") || types.includes("integer")) info.numbers.push(s);
    if (types.includes("array")) info.arrays.push(s);
    for (const b of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(b, depth + 1);
  };
  walk(schema, 0);
  return info;
}

const looksLikeDate = (name: string, s: Schema) =>
  s.format === "date" ||
  s.format === "date-time" ||
  /date|_at$|day/i.test(name) ||
  /yyyy-mm-dd/i.test(s.description ?? "");
const looksLikeTime = (name: string) => /time$|^time|_time/i.test(name) && !/zone/i.test(name);

/**
 * The hostile values for one field, as a fast-check arbitrary: groups of values for what the schema says
 * the field is (a number's boundaries, a date's extremes, a choice's near misses…), each weighted so the
 * field's own kind comes up most, then wrong types, nested junk and random text and numbers.
 */
export function hostileArbitrary(
  resolve: (s: Schema | undefined) => Schema,
  name: string,
  schema: Schema,
): fc.Arbitrary<unknown> {
  const info = infoOf(resolve, schema);
  const groups: { weight: number; values: unknown[] }[] = [];
  const group = (weight: number, values: unknown[]) => {
    if (values.length) groups.push({ weight, values });
  };
  const leaf = name.split(".").at(-1) ?? name;
  for (const s of info.numbers) {
    const bounds: unknown[] = [];
    const min = s.minimum ?? s.exclusiveMinimum;
    const max = s.maximum ?? s.exclusiveMaximum;
    if (min !== undefined) bounds.push(min - 1, min, min - 0.5, String(min - 1));
    if (max !== undefined) bounds.push(max + 1, max, max + 0.5, max * 10, String(max + 1));
    if (s.type === "integer") bounds.push(1.5, 2.0000001, "2.5");
    group(3, bounds);
    group(3, NUMBERS);
    group(2, NUMBER_TEXTS);
  }
  for (const s of info.strings) {
    const lengths: unknown[] = [];
    if (s.maxLength !== undefined) lengths.push("a".repeat(s.maxLength + 1), "😀".repeat(s.maxLength));
    if (s.minLength) lengths.push("a".repeat(s.minLength - 1));
    group(1, lengths);
    group(3, ODD_STRINGS);
    if (looksLikeDate(leaf, s)) group(6, EXTREME_DATES);
    if (looksLikeTime(leaf)) group(3, TIMES);
    if (s.format === "uri" || /url|image|avatar/i.test(leaf)) group(2, URLS);
    if (/email/i.test(leaf)) group(2, EMAILS);
  }
  const enums = [info.s, ...(info.s.anyOf ?? []).map(resolve)].flatMap((s) => s.enum ?? []);
  group(
    3,
    enums
      .slice(0, 6)
      .flatMap((v) =>
        typeof v === "string" ? [v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v}x`, v.slice(0, -1)] : [],
      )
      .concat(enums.length ? ["unknown", ""] : []),
  );
  if (info.types.has("boolean")) group(2, BOOLEANS);
  if (info.types.has("array") || info.types.has("object")) group(2, NESTED_VALUES);
  if (info.types.size === 0) {
    // A field the document names only in words: anything.
    group(2, ODD_STRINGS);
    group(2, NUMBERS);
    group(1, NUMBER_TEXTS);
    group(1, NESTED_VALUES);
  }
  if (looksLikeDate(leaf, info.s) && !info.strings.length) group(6, EXTREME_DATES);
  group(2, ANY_TYPE);
  // A list's items: one hostile item.
  const itemArbitraries = info.arrays
    .filter((s) => s.items)
    .map((s) => hostileArbitrary(resolve, `${name}.0`, s.items as Schema).map((item) => [item] as unknown));
  const random = fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    }),
    fc.integer(),
    fc.double(),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc.oneof(
    ...groups.map(({ weight, values }) => ({ weight, arbitrary: fc.constantFrom(...values) })),
    { weight: 1, arbitrary: random },
    ...itemArbitraries.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}

/** A valid-looking value for a schema: its example, default, const or first choice, else a plain one. */
export function exampleOf(resolve: (s: Schema | undefined) => Schema, schema: Schema, name = ""): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(resolve).filter((b) => b.type !== "null");
  if (branches[0]) return exampleOf(resolve, branches[0], name);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((b) => exampleOf(resolve, b, name) as object));
  const type = (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type) ?? "string";
  switch (type) {
    case "integer":
    case "number": {
      let v = 1;
      if (s.minimum !== undefined && v < s.minimum) v = s.minimum;
      if (s.maximum !== undefined && v > s.maximum) v = s.maximum;
      return type === "integer" ? Math.ceil(v) : v;
    }
    case "boolean":
      return false;
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(resolve, s.items ?? {}, name));
    case "object":
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, exampleOf(resolve, s.properties?.[key] ?? {}, key)]),
      );
    default:
      if (s.format === "date" || /date/i.test(name)) return "2025-03-04";
      if (s.format === "date-time") return "2025-03-04T18:30:00Z";
      if (s.format === "uri") return "http://127.0.0.1:9/recipe";
      if (/email/i.test(name)) return `fuzz-${randomBytes(5).toString("hex")}@fuzz.test`;
      return "Fuzz".padEnd(s.minLength ?? 0, "z").slice(0, s.maxLength ?? 100);
  }
}

// ---------------------------------------------------------------------------------------------------
// Encoding

/** JSON text with RawJson tokens written as they are. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson || v instanceof RawUrl) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return (text ?? "null").replace(/"@@raw(\d+)@@"/g, (_, i) => raws[Number(i)] as string);
}

/** Percent-encoding that writes a lone surrogate as its three WTF-8 bytes (invalid UTF-8, as a client could). */
export function encodeComponent(value: string): string {
  let out = "";
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    }
  }
  return out;
}

/** A value as query-string pairs: lists repeat the name, objects use brackets, RawUrl goes as is. */
export function queryPairs(name: string, value: unknown, depth = 0): string[] {
  const key = encodeComponent(name);
  if (value === undefined) return [];
  if (value === null) return [key];
  if (value instanceof RawUrl) return [`${key}=${value.text}`];
  if (value instanceof RawJson) return [`${key}=${encodeComponent(value.text)}`];
  if (Array.isArray(value)) {
    if (depth > 2) return [`${key}=${encodeComponent(toJsonText(value))}`];
    return value.length > 50
      ? [`${key}=${encodeComponent(value.join(","))}`]
      : value.flatMap((v) => queryPairs(name, v, depth + 1));
  }
  if (typeof value === "object") {
    if (depth > 2) return [`${key}=${encodeComponent(toJsonText(value))}`];
    const entries = Object.entries(value as object);
    return entries.length > 50
      ? [`${key}=${encodeComponent(toJsonText(value))}`]
      : entries.flatMap(([k, v]) => queryPairs(`${name}[${k}]`, v, depth + 1));
  }
  return [`${key}=${encodeComponent(String(value))}`];
}

const RAW_URL_VALUES = ["%", "%zz", "%ff", "%c0%80", "%e2%80", "+", "%2B", "a%26b%3Dc", "%ED%A0%80", "%2F"];
const RAW_PATH_VALUES = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  " 5",
  "9".repeat(30),
  "9007199254740993",
  "2147483648",
  "abc",
  "%2F",
  "..",
  "%2e%2e",
  "%",
  "%zz",
  "%ED%A0%80",
  "%C0%AE",
  "%00",
  "%1B",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "x".repeat(9000),
];

/** A header value fetch can send (Latin-1, no line breaks or NUL). */
const sendableHeader = (v: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(v);

// ---------------------------------------------------------------------------------------------------
// Cases

export type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string | Uint8Array; contentType?: string }
  | { kind: "form"; value: Record<string, unknown> };

export type FuzzCase = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: Body;
  /** What was made hostile, for the report. */
  what: string;
};

const WHOLE_BODY_LIST: Body[] = [
  { kind: "json", value: null },
  { kind: "json", value: [] },
  { kind: "json", value: "x" },
  { kind: "json", value: 0 },
  { kind: "json", value: nestedArrays(31, {}) },
  { kind: "json", value: nestedObjects(31) },
  { kind: "json", value: manyKeys(1000) },
  { kind: "json", value: manyKeys(1001) },
  { kind: "json", value: protoKey() },
  { kind: "raw", text: "{" },
  { kind: "raw", text: "" },
  { kind: "raw", text: "NaN" },
  { kind: "raw", text: '{"a":1,"a":2}' },
  { kind: "raw", text: "\uFEFF{}" },
  { kind: "raw", text: `${"[".repeat(10_000)}${"]".repeat(10_000)}` },
  { kind: "raw", text: `{"x":"${"y".repeat(1_100_000)}"}` },
  { kind: "raw", text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { kind: "raw", text: "{}", contentType: "text/plain" },
  { kind: "raw", text: "a=1&a=2&b[c]=d&%ff=1", contentType: "application/x-www-form-urlencoded" },
  { kind: "raw", text: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" },
];
const WHOLE_BODIES = () => WHOLE_BODY_LIST;
/** Fields no call declares, sent anyway: mass assignment and prototype keys. */
const EXTRA_FIELDS = [
  "__proto__",
  "constructor",
  "id",
  "user_id",
  "household_id",
  "role",
  "is_admin",
  "version",
  "x",
];

/** Leaf paths of a base body ("ingredients.0.name"), to reach nested fields too. */
function leafPaths(value: unknown, prefix = "", depth = 0): string[] {
  if (depth > 3 || value === null || typeof value !== "object") return prefix ? [prefix] : [];
  const entries = Array.isArray(value)
    ? value.slice(0, 2).map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  const inner = entries.flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k, depth + 1));
  return prefix ? [prefix, ...inner] : inner;
}

function setPath(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== "object") target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
  return copy;
}

/** The schema of a nested body path, as far as the document says. */
function schemaAt(resolve: (s: Schema | undefined) => Schema, op: FuzzOperation, path: string): Schema {
  const [top, ...rest] = path.split(".");
  let s: Schema = op.bodyFields[top as string] ?? {};
  for (const key of rest) {
    const r = resolve(s);
    const branches = [r, ...(r.anyOf ?? []), ...(r.oneOf ?? [])].map(resolve);
    const next = /^\d+$/.test(key)
      ? branches.find((b) => b.items)?.items
      : branches.find((b) => b.properties?.[key])?.properties?.[key];
    s = next ?? {};
  }
  return s;
}

const describe = (value: unknown): string => {
  if (value instanceof RawJson) return `raw JSON ${value.text.slice(0, 40)}`;
  if (value instanceof RawUrl)
    return `raw ${value.text.slice(0, 40)}${value.text.length > 40 ? `… (${value.text.length})` : ""}`;
  let text: string;
  try {
    text = toJsonText(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 50)}… (${text.length} chars)` : text;
};

export type Bases = {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /** Other values each path parameter takes besides its own valid id: another household's. */
  otherPath: Record<string, string[]>;
};

/** The dates every date field is sent in every run, whatever else is drawn (the issue's list). */
export const NAMED_DATES = [
  "9999-12-31",
  "0000-01-01",
  "2023-02-29",
  "2023-02-30",
  "10000-01-01",
  "1900-02-29",
];

/**
 * The cases of one operation, from its schema and its valid base: each field once with a value drawn for
 * it, each date field with every named date, then `runs` cases drawn from all of them (one or two fields
 * made hostile, an extra field, a whole body of junk, the same as a form).
 */
export function casesOf(
  doc: OpenApiDocument,
  op: FuzzOperation,
  bases: Bases,
  { seed, runs }: { seed: number; runs: number },
): FuzzCase[] {
  const { slots, apply, base, arbitrary } = caseArbitrary(doc, op, bases);
  const resolve = resolver(doc);
  const cases: FuzzCase[] = [];
  slots.forEach((slot, i) => {
    const [value] = fc.sample(slot.arbitrary, { seed: (seed + i) | 0, numRuns: 1 });
    cases.push(apply(base(), slot, value));
    const schema =
      slot.where === "body"
        ? schemaAt(resolve, op, slot.name)
        : (op.params.find((p) => p.name === slot.name)?.schema ?? {});
    if (
      slot.where !== "header" &&
      slot.where !== "path" &&
      looksLikeDate(slot.name.split(".").at(-1) ?? "", resolve(schema))
    )
      for (const date of NAMED_DATES) cases.push(apply(base(), slot, date));
  });
  return [...cases, ...fc.sample(arbitrary, { seed, numRuns: runs })];
}

type Slot = { where: "path" | "query" | "header" | "body"; name: string; arbitrary: fc.Arbitrary<unknown> };

/** The fields of one operation and the arbitrary of its cases, from its schema and its valid base. */
export function caseArbitrary(doc: OpenApiDocument, op: FuzzOperation, bases: Bases) {
  const resolve = resolver(doc);
  const slots: Slot[] = [];
  for (const p of op.params) {
    if (p.in === "path") {
      slots.push({
        where: "path",
        name: p.name,
        arbitrary: fc.oneof(
          fc.constantFrom(...RAW_PATH_VALUES.map((v) => new RawUrl(v))),
          fc.constantFrom(...(bases.otherPath[p.name] ?? ["1"]).map((v) => new RawUrl(v))),
          fc.constantFrom(...ODD_STRINGS.slice(0, 18)),
        ),
      });
    } else if (p.in === "query") {
      slots.push({
        where: "query",
        name: p.name,
        arbitrary: fc.oneof(
          { weight: 5, arbitrary: hostileArbitrary(resolve, p.name, p.schema) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_VALUES.map((v) => new RawUrl(v))) },
        ),
      });
    } else {
      const values = [
        "",
        " ",
        "-1",
        "0",
        "1e3",
        "0x10",
        'W/"1"',
        "*",
        '"3"',
        "9".repeat(400),
        "x".repeat(300),
        "é",
        "ÿ",
        "null",
        "[]",
        "1,2",
        ...(p.schema.maxLength ? ["k".repeat(p.schema.maxLength + 1)] : []),
      ].filter(sendableHeader);
      slots.push({ where: "header", name: p.name, arbitrary: fc.constantFrom(...values) });
    }
  }
  if (op.body) {
    const names = new Set([...Object.keys(op.bodyFields), ...leafPaths(bases.body ?? {})]);
    for (const name of names)
      slots.push({
        where: "body",
        name,
        arbitrary: hostileArbitrary(resolve, name, schemaAt(resolve, op, name)),
      });
  }
  const base = (): FuzzCase => ({
    path: { ...bases.path },
    query: { ...bases.query },
    headers: { ...bases.headers },
    ...(op.body || bases.body ? { body: { kind: "json", value: structuredClone(bases.body ?? {}) } } : {}),
    what: "",
  });
  const apply = (c: FuzzCase, slot: Slot, value: unknown): FuzzCase => {
    const what = `${slot.where} ${slot.name} = ${describe(value)}`;
    c.what = c.what ? `${c.what}; ${what}` : what;
    if (slot.where === "path") c.path[slot.name] = value;
    else if (slot.where === "query") c.query[slot.name] = value;
    else if (slot.where === "header") c.headers[slot.name] = value as string;
    else if (c.body?.kind === "json") c.body.value = setPath(c.body.value, slot.name, value);
    return c;
  };
  const options: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [];
  if (slots.length) {
    const slotValue = fc.integer({ min: 0, max: slots.length - 1 }).chain((i) => {
      const slot = slots[i] as Slot;
      return slot.arbitrary.map((value) => [slot, value] as const);
    });
    options.push({ weight: 8, arbitrary: slotValue.map(([slot, value]) => apply(base(), slot, value)) });
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(slotValue, slotValue)
        .map(([[s1, v1], [s2, v2]]) => apply(apply(base(), s1, v1), s2, v2)),
    });
  }
  options.push({
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...EXTRA_FIELDS),
        fc.constantFrom(...ANY_TYPE, 1, "admin", ...NESTED_VALUES.slice(8, 11)),
      )
      .map(([field, value]) => {
        const c = base();
        if (c.body?.kind === "json" && c.body.value && typeof c.body.value === "object") {
          if (field === "__proto__")
            c.body = {
              kind: "raw",
              text: toJsonText(c.body.value).replace(/^\{/, '{"__proto__":{"role":"admin"},'),
            };
          else c.body.value = { ...(c.body.value as object), [field]: value };
          c.what = `body extra field ${field} = ${describe(value)}`;
        } else {
          c.query[field] = value;
          c.what = `query extra field ${field} = ${describe(value)}`;
        }
        return c;
      }),
  });
  if (op.body) {
    options.push({
      weight: 2,
      arbitrary: fc.constantFrom(...WHOLE_BODIES().map((_, i) => i)).map((i) => {
        const c = base();
        c.body = WHOLE_BODIES()[i] as Body;
        c.what = `whole body ${c.body.kind === "raw" ? describe(typeof c.body.text === "string" ? c.body.text : "<invalid UTF-8>") : describe(c.body.value)}${c.body.kind === "raw" && c.body.contentType ? ` as ${c.body.contentType}` : ""}`;
        return c;
      }),
    });
    options.push({
      weight: 1,
      arbitrary: slots.some((s) => s.where === "body")
        ? fc
            .integer({ min: 0, max: slots.length - 1 })
            .filter((i) => slots[i]?.where === "body" && !slots[i]?.name.includes("."))
            .chain((i) => (slots[i] as Slot).arbitrary.map((v) => [slots[i] as Slot, v] as const))
            .map(([slot, value]) => {
              const c = apply(base(), slot, value);
              c.body = { kind: "form", value: (c.body as { value: Record<string, unknown> }).value };
              c.what = `form ${c.what}`;
              return c;
            })
        : fc
            .constant(base())
            .map((c) => ({ ...c, what: "form body", body: { kind: "form" as const, value: {} } })),
    });
  }
  return { slots, apply, base, arbitrary: fc.oneof(...options) };
}

// ---------------------------------------------------------------------------------------------------
// Requests

export type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

export function requestOf(base: string, op: FuzzOperation, c: FuzzCase, auth: Record<string, string>): Sent {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = c.path[name];
    return v instanceof RawUrl ? v.text : encodeComponent(typeof v === "string" ? v : toJsonText(v));
  });
  const query = Object.entries(c.query).flatMap(([k, v]) => queryPairs(k, v));
  const headers: Record<string, string> = { ...auth };
  for (const [k, v] of Object.entries(c.headers)) if (typeof v === "string") headers[k] = v;
  let body: string | Uint8Array | undefined;
  if (c.body && op.method !== "GET") {
    if (c.body.kind === "json") {
      body = toJsonText(c.body.value);
      headers["Content-Type"] = "application/json";
    } else if (c.body.kind === "form") {
      body = Object.entries(c.body.value)
        .flatMap(([k, v]) => queryPairs(k, v))
        .join("&");
      headers["Content-Type"] = "application/x-www-form-urlencoded";
    } else {
      body = c.body.text;
      headers["Content-Type"] = c.body.contentType ?? "application/json";
    }
  }
  if (typeof body === "string")
    body = body
      .replaceAll(FRESH_EMAIL, `fuzz-${suffix()}@fuzz.test`)
      .replaceAll(encodeComponent(FRESH_EMAIL), encodeComponent(`fuzz-${suffix()}@fuzz.test`))
      .replaceAll(FRESH_KEY, `fuzz_${suffix()}`);
  return {
    method: op.method,
    url: `${base}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
    body,
  };
}

/** Line breaks written as \r and \n, so a request is one line of the report. */
const visible = (text: string) => text.replace(/\r/g, "\\r").replace(/\n/g, "\\n");

export const shortRequest = (sent: Sent) => {
  const body =
    sent.body === undefined
      ? ""
      : typeof sent.body === "string"
        ? sent.body.length > 300
          ? ` ${visible(sent.body.slice(0, 240))}… (${sent.body.length} chars)`
          : ` ${visible(sent.body)}`
        : ` <${sent.body.byteLength} bytes: ${Buffer.from(sent.body).toString("hex").slice(0, 60)}>`;
  const url = sent.url.length > 400 ? `${sent.url.slice(0, 320)}… (${sent.url.length} chars)` : sent.url;
  const headers = Object.entries(sent.headers)
    .filter(([k]) => k !== "Authorization" && k !== "Content-Type")
    .map(([k, v]) => ` [${k}: ${v.length > 40 ? `${v.slice(0, 30)}…(${v.length})` : v}]`)
    .join("");
  return `${sent.method} ${url}${headers}${body}`;
};

export type Answer =
  | { status: number; text: string; contentType: string; ms: number }
  | { error: string; ms: number };

export async function send(sent: Sent, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(sent.url, {
      method: sent.method,
      headers: sent.headers,
      body: sent.body as BodyInit | undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      contentType: response.headers.get("content-type") ?? "",
      ms: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ""}`,
      ms: performance.now() - started,
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// The world: the callers and their things, so that path ids exist

type Json = Record<string, unknown>;
export type Caller = { email: string; password: string; token: string; userId: number };
export type Household = Caller & {
  familyId: number;
  member: number;
  recipe: number;
  publicRecipe: number;
  meal: number;
  dish: number;
  inventory: number;
  list: number;
  item: number;
  tokenId: number;
};
export type World = {
  base: string;
  /** The caller of most operations. */
  a: Household;
  /** Another household: its ids are sent by A and must answer as unknown; it must not change. */
  b: Household;
  /** The account for the calls that end sessions, tokens, passwords or the household itself. */
  c: Caller;
  /** The account POST /api/login signs in to (its failures are limited per hour: only its own). */
  login: Caller;
  admin: Caller;
  adminUser: { id: number; email: string };
  adminFlag: { id: number; key: string };
  /** Counts each fixture request, so the report can tell them from fuzz requests. */
  setupRequests: number;
};

export const suffix = () => randomBytes(5).toString("hex");
/** In the name of this process's shared recipes, so a community search finds only the fuzzer's own. */
export const RUN_TAG = `fz${suffix()}`;
/** Written into a base body, and made unique in each request: a new account's email, a new flag's key. */
export const FRESH_EMAIL = "fresh@fuzz.test";
export const FRESH_KEY = "fuzz_fresh_key";
export const PASSWORD = "Secret-pw-fuzz-1";
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call(
  world: Pick<World, "base" | "setupRequests">,
  method: string,
  path: string,
  token?: string,
  data?: unknown,
) {
  world.setupRequests++;
  const response = await fetch(`${world.base}${path}`, {
    method,
    headers: {
      ...(token ? auth(token) : {}),
      ...(data === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`fuzz setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: Json }).data;
}

export const RECIPE = {
  name: "Fuzz tomato soup",
  description: "Warming",
  instructions: ["Chop.", "Simmer."],
  prep_time: 10,
  cook_time: 20,
  servings: 4,
  difficulty_level: "Easy",
  cuisine_type: "Italian",
  meal_type: "lunch",
  category: "Soups",
  notes: "Family favourite",
  tags: ["soup"],
  is_public: false,
  nutrition_info: { calories: "180 kcal" },
  ingredients: [{ name: "tomatoes", quantity: 800, unit: "gram", category: "Produce", notes: "ripe" }],
};
export const MEAL = {
  title: "Fuzz pasta night",
  date: "2025-03-04",
  time: "18:30",
  meal_type: "dinner",
  description: "With salad",
  notes: "Buy basil",
  servings: 4,
};
export const MEMBER = {
  name: "Sam",
  age: 7,
  gender: "male",
  relationship: "Child",
  activity_level: "active",
  default_portion_size: 60,
  dietary_preferences: ["Vegetarian"],
  allergies: ["Peanuts"],
  disliked_ingredients: ["Olives"],
  health_conditions: ["Asthma"],
  favorite_meals: ["Pizza"],
  height: 120,
  weight: 25,
};
export const INVENTORY = {
  name: "Rice",
  category: "Pantry Staples",
  quantity: 2,
  unit: "kg",
  location: "Pantry",
  expiryDate: "2025-04-01",
  notes: "Basmati",
};

export async function register(world: Pick<World, "base" | "setupRequests">, label: string): Promise<Caller> {
  const email = `fuzz-${label}-${suffix()}@fuzz.test`;
  const data = await call(world, "POST", "/api/register", undefined, {
    name: `Fuzz ${label}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return { email, password: PASSWORD, token: data.token as string, userId: (data.user as Json).id as number };
}

type Kind =
  | "member"
  | "recipe"
  | "publicRecipe"
  | "meal"
  | "dish"
  | "inventory"
  | "list"
  | "item"
  | "tokenId";

/** Makes (again) one of a household's things; a meal comes with its dish, a list with its item. */
export async function remake(
  world: Pick<World, "base" | "setupRequests">,
  h: Household,
  kind: Kind,
): Promise<void> {
  const t = h.token;
  switch (kind) {
    case "member":
      h.member = (await call(world, "POST", "/api/family-members", t, MEMBER)).id as number;
      return;
    case "recipe":
      h.recipe = (await call(world, "POST", "/api/recipes", t, RECIPE)).id as number;
      return;
    case "publicRecipe":
      h.publicRecipe = (
        await call(world, "POST", "/api/recipes", t, { ...RECIPE, name: `Fuzz shared stew ${RUN_TAG}` })
      ).id as number;
      await call(world, "POST", `/api/recipes/${h.publicRecipe}/share`, t);
      return;
    case "meal":
    case "dish": {
      if (kind === "meal")
        h.meal = (await call(world, "POST", "/api/meal-plans", t, { ...MEAL, recipe_id: h.recipe }))
          .id as number;
      const meal = await call(world, "POST", `/api/meal-plans/${h.meal}/add-meal`, t, {
        title: "Side salad",
      }).catch(async () => call(world, "GET", `/api/meal-plans/${h.meal}`, t));
      h.dish = ((meal.dishes as Json[]).at(-1)?.id as number) ?? 1;
      return;
    }
    case "inventory":
      // The inventory flag may be off for a moment (tests/support/flag-lock.ts): then the id stays unknown.
      h.inventory =
        ((await call(world, "POST", "/api/inventory", t, INVENTORY).catch(() => ({ id: 1 }))).id as number) ??
        1;
      return;
    case "list":
    case "item":
      if (kind === "list")
        h.list = (await call(world, "POST", "/api/shopping-lists", t, { name: "Fuzz week" })).id as number;
      h.item = (
        await call(world, "POST", `/api/shopping-lists/${h.list}/items`, t, {
          name: "Milk",
          quantity: 2,
          unit: "l",
        })
      ).id as number;
      return;
    case "tokenId":
      h.tokenId = (await call(world, "POST", "/api/settings/tokens", t, { name: "fuzz spare" })).id as number;
      return;
  }
}

export async function household(
  world: Pick<World, "base" | "setupRequests">,
  label: string,
): Promise<Household> {
  const caller = await register(world, label);
  const family = await call(world, "GET", "/api/user/family", caller.token);
  const h: Household = {
    ...caller,
    familyId: family.id as number,
    member: 0,
    recipe: 0,
    publicRecipe: 0,
    meal: 0,
    dish: 0,
    inventory: 0,
    list: 0,
    item: 0,
    tokenId: 0,
  };
  for (const kind of ["member", "recipe", "publicRecipe", "meal", "inventory", "list", "tokenId"] as const)
    await remake(world, h, kind);
  return h;
}

/** The callers and their things on the server at `base`; `admin` is an existing administrator's login. */
export async function makeWorld(base: string, admin: { email: string; password: string }): Promise<World> {
  const w = { base, setupRequests: 0 };
  const a = await household(w, "a");
  const b = await household(w, "b");
  const c = await register(w, "c");
  const loginAccount = await register(w, "login");
  const login = await call(w, "POST", "/api/login", undefined, admin);
  const adminCaller = { ...admin, token: login.token as string, userId: (login.user as Json)?.id as number };
  const userEmail = `fuzz-target-${suffix()}@fuzz.test`;
  const user = await call(w, "POST", "/api/admin/users", adminCaller.token, {
    name: "Fuzz target",
    email: userEmail,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role: "member",
  });
  const key = `fuzz_${suffix()}`;
  const flag = await call(w, "POST", "/api/admin/features", adminCaller.token, {
    name: "Fuzz flag",
    key,
    description: "Made by the fuzzer; enabled for no one.",
    enabled_for: [],
  });
  return {
    ...w,
    a,
    b,
    c,
    login: loginAccount,
    admin: adminCaller,
    adminUser: { id: user.id as number, email: userEmail },
    adminFlag: { id: flag.id as number, key },
  };
}

// ---------------------------------------------------------------------------------------------------
// Who calls what, with which valid base

export type Role = "public" | "member" | "admin" | "credentials";

const ADMIN_PATH = /^\/(api\/)?(admin|debug-|user-debug)|\/feature$/;
const CREDENTIAL_CALLS = new Set([
  "POST /api/logout",
  "POST /api/settings/password",
  "DELETE /api/settings/account",
  "POST /api/settings/clear-data",
  "DELETE /api/settings/tokens/{id}",
  "DELETE /api/settings/sessions/{id}",
]);

export function roleOf(op: FuzzOperation): Role {
  if (op.public) return "public";
  if (CREDENTIAL_CALLS.has(operationKey(op))) return "credentials";
  if (ADMIN_PATH.test(op.path) || op.tag === "Admin") return "admin";
  return "member";
}

/** The household thing a path's {id} names. */
const PATH_KINDS: [RegExp, Kind | "familyId"][] = [
  [/\/meal-plans\/\{id\}|debug-meal-ownership/, "meal"],
  [/\/community\/recipes\/\{id\}/, "publicRecipe"],
  [/\/recipes\/\{id\}|\/nutrition\/recipe\/|recipe-images/, "recipe"],
  [/\/inventory\/\{id\}/, "inventory"],
  [/\/shopping-lists\/\{id\}/, "list"],
  [/\/shopping-items\/\{id\}/, "item"],
  [/\/settings\/tokens\/\{id\}/, "tokenId"],
  [/\/famil(y|ies)(-members)?\/.*\{id\}/, "member"],
  [/debug-family-access/, "familyId"],
];
const kindOf = (path: string): Kind | "familyId" | undefined => {
  if (/^\/api\/families\/\{id\}/.test(path)) return "familyId";
  return PATH_KINDS.find(([re]) => re.test(path))?.[1];
};

/** A body that passes, per call, where the schema alone cannot make one. */
function baseBody(op: FuzzOperation, world: World, doc: OpenApiDocument): Json | undefined {
  const key = operationKey(op).replace(/^(PATCH|PUT) /, "PUT ");
  const a = world.a;
  const fresh = FRESH_EMAIL;
  const known: Record<string, Json> = {
    "POST /api/meal-plans": { ...MEAL, recipe_id: a.recipe, family_member_ids: [a.member] },
    "PUT /api/meal-plans/{id}": { title: "Fuzz pasta", servings: 2 },
    "PUT /api/meal-plans/{id}/move": { date: "2025-03-05", meal_type: "lunch" },
    "POST /api/meal-plans/{id}/move": { date: "2025-03-05", meal_type: "lunch" },
    "POST /api/meal-plans/{id}/add-meal": { title: "Garlic bread" },
    "POST /api/meal-plans/{id}/prepared": { prepared: true },
    "PUT /api/meal-plans/{id}/prepared": { prepared: true },
    "PUT /api/meal-plans/{id}/nutrition": { calories: 250, protein: "12g" },
    "POST /api/meal-plans/{id}/nutrition": { calories: 250, protein: "12g" },
    "POST /api/meal-plans/generate-nutrition": { start_date: "2025-03-01", end_date: "2025-03-07" },
    "POST /api/shopping-lists/generate": { start_date: "2025-03-01", end_date: "2025-03-07" },
    "POST /api/register": {
      name: "Fuzz new",
      email: fresh,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
    "POST /api/login": { email: world.login.email, password: world.login.password, remember: false },
    "POST /api/recipes": RECIPE,
    "PUT /api/recipes/{id}": RECIPE,
    "POST /api/recipes/{id}/rating": { rating: 4 },
    "PUT /api/recipes/{id}/rating": { rating: 4 },
    "PUT /api/recipes/{id}/notes": { notes: "Less salt" },
    "POST /api/recipes/{id}/notes": { notes: "Less salt" },
    "POST /api/recipes/import": { url: "http://127.0.0.1:9/recipe" },
    "POST /api/recipes/add-to-collection": {
      recipe: { title: "Fuzz rice bowl", ingredients: ["1 cup rice"], instructions: ["Cook."], servings: 2 },
    },
    "POST /api/analyze-intent": { message: "Plan dinners for this week" },
    "POST /api/ai-assistant": { message: "Find me a soup recipe" },
    "POST /api/ingredients/parse": { lines: ["2 cups flour", "1 egg"] },
    "POST /api/family-members": MEMBER,
    "PUT /api/family-members/{id}": MEMBER,
    "PUT /api/family-members/{id}/dietary-info": { allergies: ["Soy"], dietary_preferences: ["Vegetarian"] },
    "PUT /api/families/{id}": { name: "Fuzz family" },
    "POST /api/families": { name: "Fuzz family" },
    "PUT /api/families/{id}/options": { allergies: ["Soy"], timeZone: "Europe/Berlin" },
    "POST /api/inventory": INVENTORY,
    "PUT /api/inventory/{id}": INVENTORY,
    "POST /api/shopping-lists": { name: "Fuzz list", budget: 50 },
    "PUT /api/shopping-lists/{id}": { name: "Fuzz list", budget: 50 },
    "POST /api/shopping-lists/{id}/items": {
      name: "Eggs",
      quantity: 12,
      category: "Dairy & Eggs",
      estimatedPrice: 3.5,
    },
    "PUT /api/shopping-items/{id}": { name: "Eggs", quantity: 6 },
    "POST /api/shopping-items/{id}/toggle": { purchased: true },
    "PUT /api/user/profile": { name: "Fuzz a", email: a.email },
    "PUT /user/profile": { name: "Fuzz a", email: a.email },
    "PUT /api/settings/preferences": { units: "metric", theme: "light", notifications: { recipes: true } },
    "POST /api/settings/tokens": { name: "fuzz token" },
    "POST /api/settings/subscription": { action: "upgrade" },
    "POST /api/settings/password": {
      current_password: world.c.password,
      password: "Secret-pw-fuzz-2",
      password_confirmation: "Secret-pw-fuzz-2",
    },
    "DELETE /api/settings/account": { confirmation: "DELETE", current_password: world.c.password },
    "POST /api/settings/clear-data": { confirmation: "CLEAR" },
    "POST /api/admin/users": {
      name: "Fuzz user",
      email: fresh,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: "member",
    },
    "PUT /api/admin/users/{id}": { name: "Fuzz target", email: world.adminUser.email, role: "member" },
    "POST /api/admin/features": { name: "Fuzz flag", key: FRESH_KEY, description: "x", enabled_for: [] },
    "PUT /api/admin/features/{id}": {
      name: "Fuzz flag",
      key: world.adminFlag.key,
      description: "x",
      enabled_for: [],
    },
    "POST /api/community/recipes/{id}/rate": { rating: 4, review: "Good" },
    "POST /api/community/recipes/{id}/report": { reason: "Spam" },
  };
  if (known[key]) return structuredClone(known[key]);
  if (!op.body) return undefined;
  return exampleOf(resolver(doc), op.body) as Json;
}

/** The valid base of one call: its caller's own ids, required query parameters, a passing body. */
export function basesOf(op: FuzzOperation, world: World, doc: OpenApiDocument): Bases {
  const resolve = resolver(doc);
  const role = roleOf(op);
  const path: Record<string, string> = {};
  const otherPath: Record<string, string[]> = {};
  for (const p of op.params.filter((p) => p.in === "path")) {
    if (p.name === "mealId") {
      path.mealId = String(world.a.dish);
      otherPath.mealId = [String(world.b.dish)];
    } else if (p.name === "flag") {
      path.flag = "community_enabled";
      otherPath.flag = [world.adminFlag.key, "no_such_flag"];
    } else if (op.path.startsWith("/api/admin/users/")) {
      path.id = String(world.adminUser.id);
      otherPath.id = ["999999"];
    } else if (op.path.startsWith("/api/admin/features/")) {
      path.id = String(world.adminFlag.id);
      otherPath.id = ["999999"];
    } else if (op.path.startsWith("/api/settings/sessions/")) {
      path.id = "fuzz-session";
      otherPath.id = [randomBytes(16).toString("hex")];
    } else if (op.path.startsWith("/api/community/recipes/") && role !== "admin") {
      // Saving, rating and reporting are done to another household's shared recipe; its private one is unknown.
      path.id = String(world.b.publicRecipe);
      otherPath.id = [String(world.b.recipe), String(world.a.publicRecipe)];
    } else {
      const kind = kindOf(op.path);
      const own = kind ? world.a[kind] : 1;
      path[p.name] = String(own);
      otherPath[p.name] = kind ? [String(world.b[kind === "publicRecipe" ? "recipe" : kind])] : ["2"];
    }
  }
  const query: Json = {};
  for (const p of op.params.filter((p) => p.in === "query" && p.required))
    query[p.name] = exampleOf(resolve, p.schema, p.name);
  if (role === "credentials" && op.path === "/api/settings/tokens/{id}") path.id = "0"; // set per case
  return { path, query, headers: {}, body: baseBody(op, world, doc), otherPath };
}

// ---------------------------------------------------------------------------------------------------
// The run

export type Problem = { kind: string; operation: string; request: string; status?: number; answer: string };
export type FuzzReport = {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  problems: Problem[];
  /** Requests with a 5xx or no answer at all. */
  serverErrors: Problem[];
  healthz: { checks: number; slowest: number; failures: string[] };
  ms: number;
  /** Time spent in the fuzz requests, and in the reads that compare a household around a refusal. */
  requestMs: number;
  snapshotMs: number;
  snapshots: number;
};

/**
 * 422s that state a rule about the request rather than a field's value, so they name no field: a reused
 * Idempotency-Key (a header), reporting one's own recipe, removing the primary member.
 */
export const RULE_MESSAGES =
  /idempotency key was already used|own recipe cannot be reported|primary family member cannot be removed/i;
/** A 422 about the body as a whole (its nesting, its size) names no field. */
const WHOLE_BODY_MESSAGE = /JSON body|request body|nested too deeply|too many items/i;
const ALLOWED_4XX = new Set([400, 401, 403, 404, 405, 409, 413, 414, 415, 419, 422, 429, 431]);

/** What the household holds, as the export shows it (less its timestamp): compared around a refused change. */
async function snapshot(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/settings/export`, { headers: auth(token) });
  const text = await response.text();
  if (!response.ok) return `export answered ${response.status}`;
  const data = (JSON.parse(text) as { data: Json }).data;
  delete data.exported_at;
  return JSON.stringify(data);
}

/**
 * Polls /healthz every `everyMs` until stopped: each answer must be a 200 within 1 s. A failure names the
 * request the fuzzer had in flight (`during`), the likely cause.
 */
export function watchHealth(base: string, during: () => string = () => "", everyMs = 250) {
  const state = { checks: 0, slowest: 0, failures: [] as string[] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const inFlight = during();
      let failure = "";
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
        await response.text();
        if (response.status !== 200) failure = `answered ${response.status}`;
      } catch (error) {
        failure = (error as Error).name;
      }
      const ms = performance.now() - started;
      state.checks++;
      state.slowest = Math.max(state.slowest, ms);
      if (!failure && ms > 1000) failure = "slow";
      if (failure)
        state.failures.push(
          `/healthz ${failure} after ${ms.toFixed(0)} ms, while ${inFlight || "nothing"} was sent`,
        );
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    state,
    stop: async () => {
      running = false;
      await loop;
      return state;
    },
  };
}

export type FuzzOptions = {
  doc: OpenApiDocument;
  world: World;
  seed: number;
  runs: (op: FuzzOperation) => number;
  /** Only these operations (all by default). */
  filter?: (op: FuzzOperation) => boolean;
  /** 422 messages that state a rule about the whole request, not a field (default RULE_MESSAGES). */
  ruleMessages?: RegExp;
  /** Cases not to send ("METHOD /path what"), e.g. a known bug's while it is being fixed. */
  skip?: (keyAndWhat: string) => boolean;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Every request and its answer, one line each (for reading a run afterwards). */
  trace?: (line: string) => void;
};

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** The fields a 422 may name for a call: its parameters, its body's fields, and what was sent. */
function namesOf(op: FuzzOperation, c: FuzzCase): Set<string> {
  const names = new Set([
    "body",
    ...op.params.map((p) => p.name),
    ...Object.keys(op.bodyFields),
    ...Object.keys(c.query),
  ]);
  // Documented aliases: snake_case for camelCase and back ("timeZone (also snake_case)").
  for (const name of [...names]) {
    names.add(name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`));
    names.add(name.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()));
  }
  if (c.body?.kind === "json" || c.body?.kind === "form")
    if (c.body.value && typeof c.body.value === "object" && !Array.isArray(c.body.value))
      for (const key of Object.keys(c.body.value)) names.add(key);
  for (const p of op.params) names.add(p.name.toLowerCase());
  return names;
}

/** Runs every chosen operation's cases one after the other and checks each answer. */
export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { doc, world, seed } = options;
  const started = performance.now();
  const log = options.log ?? (() => {});
  const report: FuzzReport = {
    requests: 0,
    operations: 0,
    byStatus: {},
    problems: [],
    serverErrors: [],
    healthz: { checks: 0, slowest: 0, failures: [] },
    ms: 0,
    requestMs: 0,
    snapshotMs: 0,
    snapshots: 0,
  };
  let inFlight = "";
  const snap = async (token: string) => {
    const t = performance.now();
    inFlight = "GET /api/settings/export (the household before or after a refusal)";
    const s = await snapshot(world.base, token);
    inFlight = "";
    report.snapshots++;
    report.snapshotMs += performance.now() - t;
    return s;
  };
  const health = watchHealth(world.base, () => inFlight);
  const bBefore = await snapshot(world.base, world.b.token);
  const baselines = new Map<string, string>();
  const operations = operationsOf(doc).filter((op) => options.filter?.(op) ?? true);
  let dead = false;
  for (const op of operations) {
    if (dead) break;
    report.operations++;
    const key = operationKey(op);
    const role = roleOf(op);
    const bases = basesOf(op, world, doc);
    const original = { ...bases.path };
    const cases = casesOf(doc, op, bases, { seed: (seed ^ hash(key)) | 0, runs: options.runs(op) });
    for (const c of cases) {
      if (options.skip?.(`${key} ${c.what}`)) continue;
      // An unchanged path parameter is the caller's own thing as it is now (remade after a delete).
      for (const [name, value] of Object.entries(original))
        if (c.path[name] === value) c.path[name] = bases.path[name];
      // The caller, and the token its change may end.
      let token =
        role === "admin" ? world.admin.token : role === "credentials" ? world.c.token : world.a.token;
      let scopeToken = role === "public" ? undefined : token;
      if (role === "credentials") {
        if (key === "POST /api/logout")
          token = (await call(world, "POST", "/api/settings/tokens", world.c.token, { name: "fuzz logout" }))
            .token as string;
        if (
          key === "DELETE /api/settings/tokens/{id}" &&
          !(c.path.id instanceof RawUrl) &&
          c.path.id === "0"
        ) {
          c.path.id = String(
            (await call(world, "POST", "/api/settings/tokens", world.c.token, { name: "fuzz revoke" })).id,
          );
        }
        if (key === "DELETE /api/settings/account") {
          // Its own account each time: a case that passes deletes it.
          const d = await register(world, "d");
          token = d.token;
          scopeToken = d.token;
          if (c.body?.kind === "json")
            c.body.value = JSON.parse(toJsonText(c.body.value).replaceAll(world.c.email, d.email));
        }
      }
      if (key.startsWith("DELETE /api/settings/tokens/") && c.path.id === "0")
        c.path.id = String(world.a.tokenId);
      const write = op.method !== "GET";
      const scope = scopeToken && write ? scopeToken : undefined;
      if (scope && !baselines.has(scope)) baselines.set(scope, await snap(scope));
      const sent = requestOf(world.base, op, c, role === "public" ? {} : auth(token));
      inFlight = `${key} (${c.what.slice(0, 120)})`;
      const answer = await send(sent, options.timeoutMs ?? 15_000);
      inFlight = "";
      report.requests++;
      report.requestMs += answer.ms;
      const request = `${shortRequest(sent)}   ⟵ ${c.what}`;
      if ("error" in answer) {
        const problem = { kind: "no answer", operation: key, request, answer: answer.error };
        report.problems.push(problem);
        report.serverErrors.push(problem);
        log(`NO ANSWER ${key}: ${answer.error}\n  ${request}`);
        const alive = await fetch(`${world.base}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (!alive) {
          report.problems.push({
            kind: "server down",
            operation: key,
            request,
            answer: "/healthz does not answer",
          });
          dead = true;
          break;
        }
        continue;
      }
      const status = answer.status;
      options.trace?.(
        `${status} ${answer.ms.toFixed(0)}ms ${key} | ${c.what} | ${answer.text.slice(0, 300).replaceAll("\n", " ")}`,
      );
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const problem = (kind: string) => {
        const p = { kind, operation: key, request, status, answer: answer.text.slice(0, 400) };
        report.problems.push(p);
        log(`${kind.toUpperCase()} ${status} ${key}\n  ${request}\n  → ${answer.text.slice(0, 200)}`);
        return p;
      };
      if (status >= 500) {
        report.serverErrors.push(problem("5xx"));
        baselines.clear();
        continue;
      }
      const refused = status >= 400;
      if (refused && !ALLOWED_4XX.has(status)) problem("unexpected status");
      // 431 is Node's own answer to a request line and headers over 16 KB, before the app sees them.
      if (refused && status !== 431 && op.path.startsWith("/api/")) {
        let body: { success?: unknown; message?: unknown; errors?: Record<string, unknown> } | undefined;
        try {
          body = JSON.parse(answer.text);
        } catch {
          problem("not JSON");
        }
        if (body && (body.success !== false || typeof body.message !== "string"))
          problem("not the error shape");
        if (body && status === 422 && body.errors) {
          const names = namesOf(op, c);
          const unknown = Object.keys(body.errors).filter(
            (field) => !names.has(field.split(".")[0] as string),
          );
          if (unknown.length) problem(`422 names unknown field ${unknown.join(", ")}`);
        } else if (
          body &&
          status === 422 &&
          !WHOLE_BODY_MESSAGE.test(String(body.message)) &&
          !(options.ruleMessages ?? RULE_MESSAGES).test(String(body.message))
        )
          problem("422 names no field");
      }
      if (status === 401 && role !== "public") {
        // The caller's token ended (a logout, a revoked token): not for the member or the admin.
        if (role !== "credentials") problem("token lost");
      }
      // 413, 414 and 431 are answered at the edge or by Node, before the app: nothing could be stored.
      if (scope && ![413, 414, 431].includes(status)) {
        if (refused) {
          const after = await snap(scope);
          if (after !== baselines.get(scope)) {
            problem("stored on refusal");
            baselines.set(scope, after);
          }
        } else baselines.delete(scope);
      }
      if (
        !refused &&
        role === "credentials" &&
        key === "POST /api/settings/password" &&
        c.body?.kind === "json"
      )
        world.c.password = String((c.body.value as Json).password);
      if (!refused && op.method === "DELETE" && bases.path.id && c.path.id === bases.path.id) {
        // The caller's own thing is gone: make another, so later cases still reach it.
        const kind = kindOf(op.path);
        if (role === "member" && kind && kind !== "familyId") {
          if (op.path.endsWith("/share"))
            await call(world, "POST", `/api/recipes/${world.a.publicRecipe}/share`, world.a.token);
          else if (!op.path.includes("/save") && !op.path.includes("/feature"))
            await remake(world, world.a, kind);
          log(`remade ${kind} after ${key}`);
        }
        if (op.path === "/api/admin/users/{id}") {
          const email = `fuzz-target-${suffix()}@fuzz.test`;
          world.adminUser = {
            id: (
              await call(world, "POST", "/api/admin/users", world.admin.token, {
                name: "Fuzz target",
                email,
                password: PASSWORD,
                password_confirmation: PASSWORD,
                role: "member",
              })
            ).id as number,
            email,
          };
        }
        if (op.path === "/api/admin/features/{id}") {
          const flagKey = `fuzz_${suffix()}`;
          world.adminFlag = {
            id: (
              await call(world, "POST", "/api/admin/features", world.admin.token, {
                name: "Fuzz flag",
                key: flagKey,
                description: "x",
                enabled_for: [],
              })
            ).id as number,
            key: flagKey,
          };
        }
        Object.assign(bases, basesOf(op, world, doc));
      }
      if (!refused && op.method === "DELETE" && key === "DELETE /api/meal-plans/{id}/meals/{mealId}") {
        await remake(world, world.a, "dish");
        Object.assign(bases, basesOf(op, world, doc));
      }
    }
  }
  const bAfter = dead ? bBefore : await snapshot(world.base, world.b.token);
  if (bAfter !== bBefore)
    report.problems.push({
      kind: "another household changed",
      operation: "(all)",
      request: "",
      answer: firstDifference(bBefore, bAfter),
    });
  report.healthz = await health.stop();
  for (const failure of report.healthz.failures)
    report.problems.push({ kind: "healthz", operation: "(during the run)", request: "", answer: failure });
  report.ms = performance.now() - started;
  return report;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: ${a.slice(Math.max(0, i - 80), i + 80)} ⟶ ${b.slice(Math.max(0, i - 80), i + 80)}`;
}
