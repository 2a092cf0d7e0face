// GET /api/user-debug: see api.debug-auth-status.ts.
export { loader } from "./debug-auth-status";
