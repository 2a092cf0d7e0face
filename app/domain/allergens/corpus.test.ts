// The corpus test of issue 33 (docs/decisions/067-allergens.md): on our own table of ingredient lines, every
// class a line must carry is found (recall 100 %), fewer than 3 % of lines carry a class they must not,
// and the "check the label" rate is measured; every allergy-name phrasing is read as written.
import { describe, expect, test } from "vitest";
import { LINE_CASES, NAME_CASES } from "./corpus";
import { readAllergyName, readIngredientLine } from "./index";

describe("the ingredient-line corpus", () => {
  const readings = LINE_CASES.map((c) => ({ c, r: readIngredientLine(c.line) }));

  test("has at least 400 lines, covering every class many times", () => {
    expect(LINE_CASES.length).toBeGreaterThanOrEqual(400);
    const counts = new Map<string, number>();
    for (const c of LINE_CASES) for (const k of c.must) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const k of [
      "milk",
      "egg",
      "fish",
      "crustacean",
      "mollusc",
      "tree_nut",
      "peanut",
      "gluten",
      "soy",
      "sesame",
      "celery",
      "mustard",
      "lupin",
      "sulphite",
    ])
      expect(counts.get(k) ?? 0, k).toBeGreaterThanOrEqual(4);
  });

  test("recall is 100 % and false flags are under 3 %", () => {
    let expected = 0;
    let found = 0;
    const missed: string[] = [];
    const flagged: string[] = [];
    let strictExtra = 0;
    for (const { c, r } of readings) {
      for (const k of c.must) {
        expected++;
        if (r.classes.includes(k)) found++;
        else missed.push(`${c.line} → missing ${k} (read ${r.classes.join(" ") || "nothing"})`);
      }
      const wrong = c.not.filter((k) => r.classes.includes(k));
      if (wrong.length > 0) flagged.push(`${c.line} → must not carry ${wrong.join(" ")}`);
      if (r.classes.some((k) => !c.must.includes(k))) strictExtra++;
    }
    const recall = found / expected;
    const falseFlags = flagged.length / LINE_CASES.length;
    const labels = readings.filter(({ r }) => r.checkLabel).length;
    const ordinary = readings.filter(({ c }) => c.must.length === 0 && c.label === false);
    const ordinaryLabelled = ordinary.filter(({ r }) => r.checkLabel).length;
    console.log(
      [
        `allergen corpus: ${LINE_CASES.length} lines, ${expected} must-classes`,
        `recall ${(recall * 100).toFixed(1)} % (${found}/${expected})`,
        `false flags ${(falseFlags * 100).toFixed(2)} % (${flagged.length}/${LINE_CASES.length} lines carry a class they must not)`,
        `lines carrying any class beyond their must-list ${((strictExtra / LINE_CASES.length) * 100).toFixed(1)} % (${strictExtra})`,
        `"check the label" on ${((labels / LINE_CASES.length) * 100).toFixed(1)} % of all lines (${labels}); on ordinary single foods ${ordinaryLabelled}/${ordinary.length}`,
      ].join("\n  "),
    );
    if (flagged.length > 0) console.log(`  carrying a class they must not:\n    ${flagged.join("\n    ")}`);
    expect(missed).toEqual([]);
    expect(falseFlags).toBeLessThan(0.03);
  });

  test("lines that say whether to check the label are read so", () => {
    const wrong = readings
      .filter(({ c, r }) => c.label !== undefined && c.label !== r.checkLabel)
      .map(({ c, r }) => `${c.line} → checkLabel ${r.checkLabel}, expected ${c.label}`);
    expect(wrong).toEqual([]);
  });
});

describe("the allergy-name table", () => {
  test("has at least 60 phrasings", () => expect(NAME_CASES.length).toBeGreaterThanOrEqual(60));

  test.each(NAME_CASES.map((c) => [c.name, c] as const))("%j", (_name, c) => {
    const reading = readAllergyName(c.name);
    expect(reading.name).toBe(c.name.trim());
    expect(reading.classes).toEqual(expect.arrayContaining(c.classes));
    expect(reading.classes).toHaveLength(c.classes.length);
    expect(reading.literal).toBe(c.literal);
  });
});
