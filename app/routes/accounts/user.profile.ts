// GET/PUT /user/profile: the same call as /api/user/profile (the spec shows it without /api).
export { action, loader } from "~/routes/accounts/api/user.profile";
