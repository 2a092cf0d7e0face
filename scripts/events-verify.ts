// npm run events:verify [-- --household N] [--sample N | --all]
// Checks every household's hash chain, then compares a random sample of read-model rows (1,000 by
// default; --all: every one) with a fold of their streams. Exits 1 on a broken chain or on drift.
import { projections } from "../app/domain/event-store.server";
import { verifyEventLog, verifyReadModels } from "../app/events/verify.server";
import { withAppDatabase } from "./lib/database";

const DEFAULT_SAMPLE = 1000;

function wholeNumber(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${flag} needs a whole number.`);
    process.exit(2);
  }
  return value;
}

const householdId = wholeNumber("--household");
const sample = process.argv.includes("--all") ? "all" : (wholeNumber("--sample") ?? DEFAULT_SAMPLE);

const { chains, readModels } = await withAppDatabase(async (db) => ({
  chains: await verifyEventLog(db, { householdId }),
  readModels: await verifyReadModels(db, projections, { householdId, sample }),
}));

for (const p of chains.problems) {
  console.error(
    `household ${p.householdId}${p.sequence === null ? "" : `, event ${p.sequence}`}: ${p.problem}`,
  );
}
console.log(
  `Checked ${chains.events} events in ${chains.households} household chain(s): ${
    chains.problems.length === 0 ? "intact" : `${chains.problems.length} problem(s)`
  }.`,
);

for (const d of readModels.drift) {
  console.error(`Read model ${d.projection} drifted from the log: ${d.subject}`);
  for (const difference of d.differences) console.error(`  ${difference}`);
}
for (const { projection, subjects } of readModels.checked) {
  const drifted = readModels.drift.filter((d) => d.projection === projection).length;
  console.log(
    `Compared ${projection} for ${subjects} stream(s)${sample === "all" ? "" : " (a random sample)"} with a fold of the log: ${
      drifted === 0 ? "no drift" : `${drifted} drifted (find the cause, then npm run projections:rebuild)`
    }.`,
  );
}
process.exit(chains.problems.length === 0 && readModels.drift.length === 0 ? 0 : 1);
