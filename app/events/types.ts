// Shapes shared by the event store and the deciders (Emmett style: events are past-tense facts).

export type JsonObject = Record<string, unknown>;

/** An event as a decider produces it. */
export type Event<Type extends string = string, Data extends JsonObject = JsonObject> = {
  type: Type;
  data: Data;
};

export type EventSource = "web" | "api" | "ai" | "system";

/** Who caused an append, from where, and under which request. Stored with every event. */
export type EventMetadata = {
  householdId: number;
  actor: { userId: number; name: string } | null;
  source: EventSource;
  requestId?: string;
  idempotencyKey?: string;
};

/** An event as the log holds it. */
export type RecordedEvent<E extends Event = Event> = E & {
  globalPosition: number;
  transactionId: string;
  householdId: number;
  householdSequence: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
  previousHash: string;
  hash: string;
};

/** 0 (or "no_stream"): the stream must not exist yet; "any": skip the check. */
export type ExpectedVersion = number | "no_stream" | "any";
