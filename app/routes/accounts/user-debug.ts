// GET /user-debug: see api.debug-auth-status.ts.
export { loader } from "~/routes/accounts/api/debug-auth-status";
