// Reading the recipe form's multipart post (create and edit): the picture is bounded and judged by its
// bytes, the row buttons ('Add ingredient', 'Add lines', Remove…) answer the form with the rows changed
// and nothing saved, and Save is checked with the one RecipeSchema. Nothing is stored here.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR } from "~/domain/recipes/constants";
import { type RecipeInput, RecipeSchema } from "~/domain/recipes/schemas";
import {
  applyFormIntent,
  formValuesFromPayload,
  type RecipeFormValues,
  readFormIntent,
} from "~/ui/recipe-form";
import { imageUploadHandler, readMultipartForm } from "./uploads.server";

export type RecipeFormPost =
  /** A row button: the form again with the rows changed. */
  | { kind: "draft"; draft: RecipeFormValues; imageDropped: boolean }
  /** Save with mistakes: the errors under their fields, the input kept. */
  | { kind: "invalid"; result: SubmissionResult<string[]> }
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
  });
  const form = await readMultipartForm(request, upload.handler);
  const intent = readFormIntent(form.get("intent"));
  const submission = parseWithZod(form, { schema: RecipeSchema });
  const image = upload.image();
  if (intent.type !== "save") {
    const draft = applyFormIntent(formValuesFromPayload(submission.payload), intent);
    return { kind: "draft", draft, imageDropped: image.chosen };
  }
  const imageError = image.chosen && "error" in image ? image.error : null;
  if (submission.status !== "success" || imageError) {
    return {
      kind: "invalid",
      result: submission.reply({
        ...(imageError ? { fieldErrors: { image: [imageError] } } : {}),
        hideFields: ["image"],
      }),
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
