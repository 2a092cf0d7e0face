// A per-user limit on AI requests: a token bucket per key, kept in this process's memory
// (docs/decisions/041-openai-client-and-ai-preferences.md). The bucket arithmetic is a pure function;
// the limiter around it only keeps the buckets and forgets full ones so the map stays small.

export type BucketRule = {
  /** Tokens a full bucket holds: the burst a user may send at once. */
  capacity: number;
  /** Tokens added per minute, continuously. */
  perMinute: number;
};

export type Bucket = { tokens: number; at: number };

/** The spec's rate limit for the assistant: 10 requests a minute per user, a burst of 10. */
export const AI_REQUESTS_PER_MINUTE: BucketRule = { capacity: 10, perMinute: 10 };

export type Take =
  | { allowed: true; bucket: Bucket }
  | { allowed: false; bucket: Bucket; retryAfterMs: number };

/** Takes one token from `bucket` (undefined: a full one) at time `now` (ms). Pure. */
export function takeToken(bucket: Bucket | undefined, now: number, rule: BucketRule): Take {
  const perMs = rule.perMinute / 60_000;
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = bucket ? Math.min(rule.capacity, bucket.tokens + elapsed * perMs) : rule.capacity;
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, at: now } };
  return { allowed: false, bucket: { tokens, at: now }, retryAfterMs: Math.ceil((1 - tokens) / perMs) };
}

export type RateLimiter = {
  /** One request by `key` at `now`; refused with the wait until the next token. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** How many keys are held (for tests). */
  size(): number;
};

export function createRateLimiter(rule: BucketRule = AI_REQUESTS_PER_MINUTE, maxKeys = 10_000): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(key, now = Date.now()) {
      const result = takeToken(buckets.get(key), now, rule);
      buckets.delete(key);
      buckets.set(key, result.bucket);
      // A Map keeps insertion order and every take re-inserts its key, so the first keys are the ones
      // untouched longest; past the cap they are forgotten (at worst a user gets a full bucket early).
      for (const oldKey of buckets.keys()) {
        if (buckets.size <= maxKeys) break;
        buckets.delete(oldKey);
      }
      return result.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
    },
    size: () => buckets.size,
  };
}
