// GET /api/family-members/check-family-member-permissions/{memberId}: see api.family-members.$id.check-permissions.ts.
export { action, loader } from "./family-members.$id.check-permissions";
