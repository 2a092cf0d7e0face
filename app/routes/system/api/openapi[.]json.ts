// GET /api/openapi.json: the OpenAPI 3.1 description of every JSON call (app/web/openapi.ts). Public, like
// docs/api.md: it describes the calls, never data, and clients may cache it for five minutes.
import { api, apiJson } from "~/web/api.server";
import { methodNotAllowed } from "~/web/meal-api.server";
import { openApiDocument } from "~/web/openapi";

export const loader = api(async () => {
  const response = apiJson(openApiDocument);
  // apiJson answers no-store; this document is the same for everyone.
  response.headers.set("Cache-Control", "public, max-age=300");
  return response;
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
