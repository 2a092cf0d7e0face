// npm run projections:rebuild — truncates every read model and replays the event log through the
// registered projections, in one transaction (appends wait; reads go on).
import { eventStore } from "../app/domain/event-store.server";
import { withAppDatabase } from "./lib/database";

await withAppDatabase(async (db) => {
  const started = Date.now();
  const names = eventStore.projections.map((p) => p.name);
  const { events } = await eventStore.rebuildProjections(db);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Replayed ${events} events through ${names.length} projection(s)${names.length ? ` (${names.join(", ")})` : ""} in ${seconds.toFixed(2)} s.`,
  );
});
