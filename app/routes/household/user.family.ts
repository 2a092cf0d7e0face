// GET /user/family: the same call as /api/user/family (the spec shows it without /api).
export { action, loader } from "~/routes/household/api/user.family";
