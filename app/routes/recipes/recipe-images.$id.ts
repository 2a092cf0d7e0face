// GET /recipe-images/{id}: a recipe's picture, for whoever may read a recipe showing it. Pictures never
// change (a new upload is a new id), so browsers keep them for a year; the bytes were checked on upload
// and are served with their sniffed type and nosniff, never as HTML or SVG.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundError } from "~/domain/errors";
import { getRecipeImage } from "~/domain/recipes/recipes.server";
import { idParam } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireUser } from "~/web/guards.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const image = await getRecipeImage(await db(), user, idParam(params.id));
    const etag = `"${image.etag}"`;
    const headers = {
      "Content-Type": image.contentType,
      "Cache-Control": "private, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    };
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.bytes), {
      headers: { ...headers, "Content-Length": String(image.bytes.byteLength) },
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response("Not found", { status: 404 });
    throw error;
  }
}
