import { expect, test } from "vitest";
import { csvCell, csvRow } from "./csv";

test("cells are quoted only when needed, quotes doubled, formulas disarmed", () => {
  expect(csvCell("Soup")).toBe("Soup");
  expect(csvCell('Say "hi", then eat')).toBe('"Say ""hi"", then eat"');
  expect(csvCell("two\nlines")).toBe('"two\nlines"');
  expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
  expect(csvCell("+33 1 23")).toBe("'+33 1 23");
  expect(csvCell("-spicy")).toBe("'-spicy");
  expect(csvCell("@cmd")).toBe("'@cmd");
  expect(csvCell("\tx")).toBe("'\tx");
  expect(csvCell('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`);
  expect(csvCell(-2)).toBe("-2");
  expect(csvCell(2.5)).toBe("2.5");
  expect(csvCell(Number.NaN)).toBe("");
  expect(csvCell(null)).toBe("");
  expect(csvCell(undefined)).toBe("");
  expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
});
