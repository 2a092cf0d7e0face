// npm run events:verify [-- --household N] — checks every household's hash chain. Exits 1 on a problem.
import { verifyEventLog } from "../app/events/verify.server";
import { withAppDatabase } from "./lib/database";

const flag = process.argv.indexOf("--household");
const householdId = flag > 0 ? Number(process.argv[flag + 1]) : undefined;
if (householdId !== undefined && !Number.isInteger(householdId)) {
  console.error("--household needs a household id (a whole number).");
  process.exit(2);
}

const report = await withAppDatabase((db) => verifyEventLog(db, { householdId }));
for (const p of report.problems) {
  console.error(
    `household ${p.householdId}${p.sequence === null ? "" : `, event ${p.sequence}`}: ${p.problem}`,
  );
}
console.log(
  `Checked ${report.events} events in ${report.households} household chain(s): ${
    report.problems.length === 0 ? "intact" : `${report.problems.length} problem(s)`
  }.`,
);
process.exit(report.problems.length === 0 ? 0 : 1);
