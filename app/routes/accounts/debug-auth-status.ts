// GET /debug-auth-status: see api.debug-auth-status.ts.
export { loader } from "~/routes/accounts/api/debug-auth-status";
