// GET /debug-family-access/{id}: see api.debug-family-access.$id.ts.
export { action, loader } from "~/routes/accounts/api/debug-family-access.$id";
