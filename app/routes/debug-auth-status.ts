// GET /debug-auth-status: see api.debug-auth-status.ts.
export { loader } from "./api.debug-auth-status";
