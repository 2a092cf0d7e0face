import { expect, test } from "vitest";
import { attachment, parseDateRange, textStream } from "./downloads";

test("attachment filenames stay ASCII", () => {
  expect(attachment("meal-history-2026-11-23.csv")).toBe(
    'attachment; filename="meal-history-2026-11-23.csv"',
  );
  expect(attachment('a"b/c.csv')).toBe('attachment; filename="a_b_c.csv"');
});

test("a text stream pulls one chunk at a time and stops its producer when cancelled", async () => {
  const produced: number[] = [];
  let finished = false;
  async function* chunks() {
    try {
      for (let i = 1; i <= 3; i++) {
        produced.push(i);
        yield `line ${i}\n`;
      }
    } finally {
      finished = true;
    }
  }
  expect(await new Response(textStream(chunks(), () => {})).text()).toBe("line 1\nline 2\nline 3\n");
  produced.length = 0;
  finished = false;
  const reader = textStream(chunks(), () => {}).getReader();
  await reader.read();
  await reader.cancel();
  expect(produced).toEqual([1]);
  expect(finished).toBe(true);
  const errors: unknown[] = [];
  async function* broken() {
    yield "ok\n";
    throw new Error("database gone");
  }
  await expect(new Response(textStream(broken(), (e) => errors.push(e))).text()).rejects.toThrow();
  expect(errors).toHaveLength(1);
});

test("export ranges: defaults, field errors, at most a year", () => {
  const q = (s: string) => parseDateRange(new URLSearchParams(s), "2026-11-23");
  expect(q("")).toEqual({ ok: true, range: { start: "2026-11-23", end: "2026-11-29" } });
  expect(q("start_date=2026-12-01")).toEqual({ ok: true, range: { start: "2026-12-01", end: "2026-12-07" } });
  expect(q("start_date=2026-12-01&end_date=2026-12-01")).toMatchObject({ ok: true });
  expect(q("start_date=2026-02-30")).toMatchObject({
    ok: false,
    errors: { start_date: [expect.any(String)] },
  });
  expect(q("start_date=2026-12-02&end_date=2026-12-01")).toMatchObject({
    ok: false,
    errors: { end_date: ["The end date cannot be before the start date."] },
  });
  expect(q("start_date=2026-01-01&end_date=2027-01-01")).toMatchObject({ ok: true });
  expect(q("start_date=2026-01-01&end_date=2027-01-02")).toMatchObject({ ok: false });
});
