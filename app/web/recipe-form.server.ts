// Reading the recipe form's multipart post (create and edit): the picture is bounded and judged by its
// bytes, a row button ('Add ingredient', 'Add lines', Remove…) is handed back to the route (which answers
// the form with the rows changed), and Save is checked with the one RecipeSchema. Nothing is stored here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  IMAGE_MAX_BYTES,
  IMAGE_PIXELS_ERROR,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
} from "~/domain/recipes/constants";
import { type RecipeInput, RecipeSchema } from "~/domain/recipes/schemas";
import { imageUploadHandler, readMultipartForm } from "./uploads.server";

export type RecipeFormPost =
  /** A row button (`intent` other than save): the route answers the form with the rows changed. */
  | { kind: "draft"; intent: string; payload: Record<string, unknown>; imageDropped: boolean }
  /** Save with mistakes: the errors under their fields, the input kept. */
  | { kind: "invalid"; result: SubmissionResult<string[]>; imageDropped: boolean }
  | {
      kind: "valid";
      value: RecipeInput;
      image: { bytes: Uint8Array; type: "image/png" | "image/jpeg" | "image/gif" | "image/webp" } | null;
      removeImage: boolean;
      reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>;
    };

export async function readRecipeForm(request: Request): Promise<RecipeFormPost> {
  const upload = imageUploadHandler({
    field: "image",
    maxBytes: IMAGE_MAX_BYTES,
    sizeError: IMAGE_SIZE_ERROR,
    typeError: IMAGE_TYPE_ERROR,
    pixelsError: IMAGE_PIXELS_ERROR,
  });
  const form = await readMultipartForm(request, upload.handler);
  const intent = String(form.get("intent") ?? "save");
  // RecipeSchema reads the raw texts itself: conform's coercion would turn a blank description into a
  // missing one.
  const submission = parseWithZod(form, { schema: RecipeSchema, disableAutoCoercion: true });
  const image = upload.image();
  if (intent !== "save") {
    return { kind: "draft", intent, payload: submission.payload, imageDropped: image.chosen };
  }
  const imageError = image.chosen && "error" in image ? image.error : null;
  if (submission.status !== "success" || imageError) {
    return {
      kind: "invalid",
      result: submission.reply({
        ...(imageError ? { fieldErrors: { image: [imageError] } } : {}),
        hideFields: ["image"],
      }),
      // A good picture is not kept while the form is answered again: it has to be chosen again.
      imageDropped: image.chosen && !imageError,
    };
  }
  return {
    kind: "valid",
    value: submission.value as RecipeInput,
    image: image.chosen && "bytes" in image ? { bytes: image.bytes, type: image.type } : null,
    removeImage: form.get("remove_image") === "on",
    reply: ({ formErrors }) => submission.reply({ formErrors, hideFields: ["image"] }),
  };
}
