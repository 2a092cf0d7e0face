// Reads the USDA SR Legacy food table shipped in seed-data/usda/ (gzip-compressed CSV, see its README):
// the file format only, with SR's own column names; what the columns mean to a recipe is the nutrition
// area's business (docs/decisions/032-food-table-and-matching.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

export const USDA_FOODS_FILE = path.resolve("seed-data/usda/usda-sr-legacy-foods.csv.gz");
export const USDA_PORTIONS_FILE = path.resolve("seed-data/usda/usda-sr-legacy-portions.csv.gz");

/** One SR food; amounts per 100 g, null where SR has no value (not measured, which is not zero). */
export type UsdaFood = {
  ndb_no: string;
  description: string;
  food_group: string;
  kcal: number | null;
  protein_g: number | null;
  fat_g: number | null;
  carbs_g: number | null;
  fiber_g: number | null;
  sugar_g: number | null;
  sat_fat_g: number | null;
  sodium_mg: number | null;
  water_g: number | null;
};

/** One household measure: `amount` × `measure` of the food weighs `gram_weight` grams. */
export type UsdaPortion = {
  ndb_no: string;
  seq: number;
  amount: number;
  measure: string;
  gram_weight: number;
};

const NUMERIC_FOOD_COLUMNS = [
  "kcal",
  "protein_g",
  "fat_g",
  "carbs_g",
  "fiber_g",
  "sugar_g",
  "sat_fat_g",
  "sodium_mg",
  "water_g",
] as const;

export function readUsdaFoods(file = USDA_FOODS_FILE): UsdaFood[] {
  return readRecords(file, ["ndb_no", "description", "food_group", ...NUMERIC_FOOD_COLUMNS]).map((r) => {
    const food = { ndb_no: r.ndb_no!, description: r.description!, food_group: r.food_group! } as UsdaFood;
    for (const column of NUMERIC_FOOD_COLUMNS) food[column] = optionalNumber(r[column]!);
    return food;
  });
}

export function readUsdaPortions(file = USDA_PORTIONS_FILE): UsdaPortion[] {
  return readRecords(file, ["ndb_no", "seq", "amount", "measure", "gram_weight"]).map((r) => ({
    ndb_no: r.ndb_no!,
    seq: requiredNumber(r.seq!),
    amount: requiredNumber(r.amount!),
    measure: r.measure!,
    gram_weight: requiredNumber(r.gram_weight!),
  }));
}

function optionalNumber(cell: string): number | null {
  return cell === "" ? null : requiredNumber(cell);
}

function requiredNumber(cell: string): number {
  const n = Number(cell);
  if (cell === "" || !Number.isFinite(n)) throw new Error(`Not a number in the food table: "${cell}"`);
  return n;
}

/** The file's records keyed by header; refuses a file whose header lacks a column we read. */
function readRecords(file: string, columns: readonly string[]): Record<string, string>[] {
  const [header, ...rows] = parseCsv(gunzipSync(readFileSync(file)).toString("utf8"));
  const index = new Map((header ?? []).map((name, i) => [name, i]));
  const missing = columns.filter((c) => !index.has(c));
  if (missing.length > 0) throw new Error(`${path.basename(file)} has no column ${missing.join(", ")}`);
  return rows
    .filter((cells) => cells.length > 1 || cells[0] !== "")
    .map((cells) => Object.fromEntries(columns.map((c) => [c, cells[index.get(c)!] ?? ""])));
}

/** RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks; LF or CRLF line ends. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
