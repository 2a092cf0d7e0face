// Recipe pictures: stored once the bytes have been judged (type by their bytes, size, pixels), and shown
// to whoever may see them.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { NotFoundError } from "../errors";
import { readableBy, type Viewer } from "./access.server";

/** Stores checked image bytes (app/web/uploads.server.ts judged them) and answers the new image id. */
export async function saveRecipeImage(
  db: Kysely<DB>,
  householdId: number | null,
  image: { bytes: Uint8Array; type: "image/png" | "image/jpeg" | "image/gif" | "image/webp" },
): Promise<number> {
  const { id } = await db
    .insertInto("recipe_images")
    .values({
      household_id: householdId,
      content_type: image.type,
      byte_size: image.bytes.byteLength,
      sha256: createHash("sha256").update(image.bytes).digest("hex"),
      bytes: Buffer.from(image.bytes),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A picture the viewer may see: their household's, or one shown by a recipe they can read. */
export async function getRecipeImage(db: Kysely<DB>, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom("recipe_images as i")
    .select(["i.content_type", "i.bytes", "i.sha256"])
    .where("i.id", "=", id)
    .where((eb) =>
      eb.or([
        eb("i.household_id", "=", viewer.householdId),
        eb.exists(
          eb
            .selectFrom("recipes as r")
            .select("r.id")
            .whereRef("r.image_id", "=", "i.id")
            .where(readableBy(viewer)),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Image not found.");
  return { contentType: row.content_type, bytes: row.bytes, etag: row.sha256 };
}
