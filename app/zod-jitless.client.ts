// Zod 4 compiles object parsers with `new Function` and, to know whether it may, tries `new Function("")`
// when the first object schema is built. Our CSP allows no eval (app/web/security-headers.server.ts), so
// in the browser that try is refused and reported as a Content Security Policy violation on every form
// page. Jitless mode never tries; it must be set before any schema is built, which is why app/root.tsx
// imports this module first (the root route's module runs before every other route's). `.client`: the
// server, which has no CSP, keeps Zod's faster compiled parsers. tests/e2e/csp.spec.ts guards it.
import { z } from "zod";

z.config({ jitless: true });
