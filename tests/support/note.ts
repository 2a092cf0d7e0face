// A tiny aggregate used only by the event store's tests: it proves append, folding, projections and
// rebuilds before the real planner exists. It is not part of the product.
import { type Kysely, sql } from "kysely";
import type { DB } from "../../app/db/schema";
import type { Decider } from "../../app/events/command-handler.server";
import type { Projection } from "../../app/events/projections";

export type NoteEvent =
  | { type: "NoteCreated"; data: { title: string } }
  | { type: "NoteRenamed"; data: { title: string } }
  | { type: "NoteArchived"; data: Record<string, never> };

export type NoteState = { status: "none" } | { status: "active" | "archived"; title: string };

export type NoteCommand =
  | { type: "createNote"; title: string }
  | { type: "renameNote"; title: string }
  | { type: "archiveNote" };

export class NoteError extends Error {}

function evolveNote(state: NoteState, event: NoteEvent): NoteState {
  switch (event.type) {
    case "NoteCreated":
      return { status: "active", title: event.data.title };
    case "NoteRenamed":
      return state.status === "none" ? state : { ...state, title: event.data.title };
    case "NoteArchived":
      return state.status === "none" ? state : { ...state, status: "archived" };
  }
}

function decideNote(command: NoteCommand, state: NoteState): NoteEvent[] {
  switch (command.type) {
    case "createNote":
      if (state.status !== "none") throw new NoteError("This note already exists.");
      return [{ type: "NoteCreated", data: { title: command.title } }];
    case "renameNote":
      if (state.status === "none") throw new NoteError("There is no such note.");
      if (state.status === "archived") throw new NoteError("An archived note cannot be renamed.");
      return state.title === command.title ? [] : [{ type: "NoteRenamed", data: { title: command.title } }];
    case "archiveNote":
      if (state.status === "none") throw new NoteError("There is no such note.");
      return state.status === "archived" ? [] : [{ type: "NoteArchived", data: {} }];
  }
}

export const noteDecider = {
  initialState: (): NoteState => ({ status: "none" }),
  evolve: evolveNote,
  decide: decideNote,
} satisfies Decider<NoteState, NoteCommand, NoteEvent>;

export { decideNote };

export async function createNotesTable(db: Kysely<DB>) {
  await sql`create table if not exists test_rm_notes (
    stream_id text primary key, household_id bigint not null, title text not null,
    archived boolean not null, version bigint not null, renames int not null)`.execute(db);
}

export const notesProjection: Projection = {
  name: "test-notes",
  tables: ["test_rm_notes"],
  handles: ["NoteCreated", "NoteRenamed", "NoteArchived"],
  async apply(trx, events) {
    for (const e of events) {
      if (e.type === "NoteCreated") {
        await sql`insert into test_rm_notes values (${e.streamId}, ${e.householdId}, ${String(e.data.title)}, false, ${e.streamVersion}, 0)
          on conflict (stream_id) do nothing`.execute(trx);
      } else if (e.type === "NoteRenamed") {
        await sql`update test_rm_notes set title = ${String(e.data.title)}, version = ${e.streamVersion},
          renames = renames + 1 where stream_id = ${e.streamId}`.execute(trx);
      } else {
        await sql`update test_rm_notes set archived = true, version = ${e.streamVersion}
          where stream_id = ${e.streamId}`.execute(trx);
      }
    }
  },
};
