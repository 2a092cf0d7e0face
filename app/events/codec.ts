// How a stream type's stored payloads become typed events again: upcast, then parse. The store stays
// generic (it knows no event type); each area hands it one codec per stream type (e.g. the meal plan's
// in app/domain/meal-plan/events.ts), and reads through it instead of casting what the jsonb holds.
//
// A stored event is never edited (ADR 003, ADR 024). When an event's shape changes, its codec gets an
// upcaster for that type: a pure function from any older shape to the current one. Upcasters run in
// the order listed, before the schema, and must leave a payload that already has the current shape as
// it is (the log holds old and new shapes side by side, and nothing records which is which).
import type { z } from "zod";
import type { Event, JsonObject, RecordedEvent } from "./types";

/** One older shape of an event's payload to the next one. Must return a current payload unchanged. */
export type Upcaster = (data: JsonObject) => JsonObject;

/** A payload that neither its upcasters nor its schema could make into the current shape. */
export class EventDecodeError extends Error {
  constructor(
    readonly eventType: string,
    readonly where: string,
    readonly issues: string,
  ) {
    super(`Stored ${eventType} event (${where}) does not match its schema: ${issues}`);
    this.name = "EventDecodeError";
  }
}

export type EventCodec<E extends Event = Event> = {
  /** The event types this codec knows (its stream type's whole vocabulary). */
  readonly types: readonly E["type"][];
  /** The payload upcast to the current shape, and parsed. Throws EventDecodeError. */
  decode<R extends Pick<RecordedEvent, "type" | "data">>(
    event: R,
    where?: string,
  ): Omit<R, "type" | "data"> & E;
  /**
   * Only the upcasters: today's shape as far as they make it, not checked, keys in their stored order.
   * For readers that tell whatever the log holds (the history's words), never for deciding.
   */
  upcast<R extends Pick<RecordedEvent, "type" | "data">>(event: R): R;
  /** As `decode`, but an event it cannot read comes back as stored (for readers that show odd data). */
  tryDecode<R extends Pick<RecordedEvent, "type" | "data">>(event: R): R | (Omit<R, "type" | "data"> & E);
};

type Schemas = Record<string, z.ZodType<JsonObject>>;
type EventsOf<S extends Schemas> = { [K in keyof S & string]: { type: K; data: z.output<S[K]> } }[keyof S &
  string];

/**
 * A codec from one zod schema per event type, plus the upcasters of the types whose shape changed.
 * The events it decodes are typed from the schemas; pass the hand-written union as `E` to check both
 * agree (the schemas' output must be assignable to it).
 */
export function defineEventCodec<S extends Schemas>(
  schemas: S,
  upcasters: { readonly [K in keyof S]?: readonly Upcaster[] } = {},
): EventCodec<EventsOf<S>> {
  const types = Object.keys(schemas) as EventsOf<S>["type"][];
  const upcast = (type: string, data: unknown) => {
    let current = (data ?? {}) as JsonObject;
    for (const step of upcasters[type] ?? []) current = step(current);
    return current;
  };
  const read = (type: string, data: unknown) => {
    const schema = schemas[type];
    if (!schema) return { ok: false as const, issues: "unknown event type" };
    const current = upcast(type, data);
    const parsed = schema.safeParse(current);
    if (parsed.success) return { ok: true as const, data: parsed.data };
    return {
      ok: false as const,
      issues: parsed.error.issues.map((i) => `${i.path.join(".") || "(payload)"}: ${i.message}`).join("; "),
    };
  };
  return {
    types,
    decode(event, where = "") {
      const result = read(event.type, event.data);
      if (!result.ok) throw new EventDecodeError(event.type, where, result.issues);
      return { ...event, data: result.data } as never;
    },
    upcast(event) {
      if (!schemas[event.type] || !event.data || typeof event.data !== "object") return event;
      return { ...event, data: upcast(event.type, event.data) };
    },
    tryDecode(event) {
      const result = read(event.type, event.data);
      return result.ok ? ({ ...event, data: result.data } as never) : event;
    },
  };
}

/** Where a recorded event sits, for error messages. */
export const positionOf = (e: Pick<RecordedEvent, "streamId" | "streamVersion" | "globalPosition">) =>
  `${e.streamId} v${e.streamVersion}, position ${e.globalPosition}`;
