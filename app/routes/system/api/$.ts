// Any /api path no other route claims: a JSON 404, never the HTML not-found page.
import { api, apiJson } from "~/web/api.server";

const notFound = api(async ({ request }) =>
  apiJson(
    { success: false, message: `No API route matches ${new URL(request.url).pathname}.` },
    { status: 404 },
  ),
);

export const loader = notFound;
export const action = notFound;
