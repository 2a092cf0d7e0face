// One page request runs several loaders (the root's and the page's, and their parents'), and Remix
// hands each its own copy of the Request. What they all read about the caller — who it is, which
// features are on — is read once per request: the loaders of one request share its load context, and
// this module keys what they read by that context (docs/decisions/053-once-per-request.md).
//
// Only loaders are linked: an action may change what it read (a new name, a flag switched), and the
// loaders that run after it in the same request (a form posted without JavaScript) must see the change.
// An action, and anything outside a route (the API mapper, a test), falls back to its own Request.

const scopes = new WeakMap<Request, object>();

/** Called by the loader wrapper (database-faults.server.ts): this loader's request belongs to `context`. */
export function linkLoaderRequest(request: Request, context: unknown) {
  if (context !== null && typeof context === "object") scopes.set(request, context);
}

/**
 * The value `make` answers, made once per page request (once per Request outside a loader). `cache` is
 * the caller's own map, so different values never share a slot.
 */
export function oncePerRequest<T>(cache: WeakMap<object, T>, request: Request, make: () => T): T {
  const scope = scopes.get(request) ?? request;
  if (cache.has(scope)) return cache.get(scope) as T;
  const value = make();
  cache.set(scope, value);
  return value;
}

/**
 * What server.js put in the load context of this loader's request under `name` (the caller found by the
 * page cache's lookup: ADR 061); undefined for an action's request or outside a route.
 */
export function fromLoadContext(request: Request, name: string): unknown {
  const scope = scopes.get(request);
  return scope ? (scope as Record<string, unknown>)[name] : undefined;
}
