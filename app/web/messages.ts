// Texts of the request plumbing itself, shown by server-rendered pages and in the browser. They stay in
// web, not in the domain: no use case refuses a request for a stale CSRF token or an unreachable
// database; the CSRF check (csrf.server.ts) and the fault guard (database-faults.server.ts) do, before
// or around any domain call. The words users read about their account are in app/domain/accounts/messages.ts.
export const CSRF_MESSAGE = "CSRF token mismatch. Please refresh the page and try again.";
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
