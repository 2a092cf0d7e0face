// The admin area's fixed values, apart from its schemas so pages can use them without shipping zod to
// the browser (docs/decisions/035-pages-without-zod-in-the-browser.md).
import type { Role } from "../../db/schema";

export const ROLE_OPTIONS = ["admin", "member"] as const satisfies readonly Role[];
