// The ingredient parser on our own table (app/domain/recipes/ingredient-corpus.ts): amount, unit and food
// accuracy per class and overall, against parse-ingredient alone as the base, and lines read per second
// (docs/decisions/031-ingredient-parser-measured.md).
import { parseIngredient } from "parse-ingredient";
import {
  type Accuracy,
  type CorpusReading,
  INGREDIENT_CORPUS,
  readForCorpus,
  scoreCorpus,
} from "../app/domain/recipes/ingredient-corpus";
import { INGREDIENT_UNITS } from "../app/domain/recipes/ingredient-parser";

type Print = (label: string, value: string) => void;

// The library's unit ids are our unit names where both have the unit; a pack is our package.
const LIBRARY_UNITS: Readonly<Record<string, string>> = { pack: "package" };
const ourUnits = new Set<string>(INGREDIENT_UNITS);

/** parse-ingredient alone, default options: its unit id as the unit and its description as the food. */
const library = (line: string): CorpusReading => {
  try {
    const [found] = parseIngredient(line);
    if (!found) return { quantity: null, quantity_max: null, unit: null, food: line };
    const id = found.unitOfMeasureID;
    const unit = id ? (LIBRARY_UNITS[id] ?? id) : null;
    return {
      quantity: found.quantity,
      quantity_max: found.quantity2,
      unit: unit && (ourUnits.has(unit) || /^[a-z]+$/.test(unit)) ? unit : null,
      food: found.description,
    };
  } catch {
    return { quantity: null, quantity_max: null, unit: null, food: line };
  }
};

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const figures = (a: Accuracy) => `${pct(a.amount)} · ${pct(a.unit)} · ${pct(a.food)}`;

export function benchParser(print: Print) {
  console.log("\nIngredient parser on our table (amount · unit · food right)");
  const mine = scoreCorpus(readForCorpus);
  const base = scoreCorpus(library);
  for (const [name, score] of Object.entries(mine)) {
    const baseline = base[name as keyof typeof base];
    print(`${name} (${score.lines} lines): ours`, figures(score));
    print(`${name}: parse-ingredient alone`, figures(baseline));
  }
  const lines = Object.values(INGREDIENT_CORPUS).flatMap((rows) => rows.map((row) => row.line));
  for (const [label, read] of [
    ["ours", readForCorpus],
    ["parse-ingredient alone", library],
  ] as const) {
    for (const line of lines) read(line);
    const rounds = 5;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const line of lines) read(line);
    const ms = performance.now() - started;
    print(`lines read per second, ${label}`, ((lines.length * rounds) / (ms / 1000)).toFixed(0));
  }
}
