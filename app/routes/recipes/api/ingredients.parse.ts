// POST /api/ingredients/parse {lines: string[]} → {success, data: [{original, quantity, quantity_max, unit,
// name, note, allergens, check_label}]}: one result per line, in the order sent (a blank line gives an empty name). Signed-in callers
// only. The parser is the one the recipe forms use (docs/decisions/006-ingredient-parser.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readIngredientLine } from "~/domain/allergens";
import { RECIPE_LIMITS } from "~/domain/recipes/constants";
import { parseIngredientLine } from "~/domain/recipes/ingredient-parser";
import { ApiError, api, apiOk, readBody, requireApiAuth, summary } from "~/web/api.server";

// A recipe's own limits: as many lines as a recipe may have ingredients, each as long as a kept line.
const MAX_LINES = RECIPE_LIMITS.ingredients;
const MAX_LINE_LENGTH = RECIPE_LIMITS.ingredientLine;

const ParseLinesSchema = z.object({
  lines: z.preprocess(
    // A form post (curl, old clients) sends one text field: one ingredient a line.
    (value) =>
      typeof value === "string" ? value.split(/\r?\n/).filter((line) => line.trim() !== "") : value,
    z
      .array(
        z
          .string({ error: "Each line must be text." })
          .max(MAX_LINE_LENGTH, `Each line must not be greater than ${MAX_LINE_LENGTH} characters.`),
        { error: "The lines field is required and must be a list of text lines." },
      )
      .min(1, "The lines field must have at least 1 line.")
      .max(MAX_LINES, `The lines field must not have more than ${MAX_LINES} lines.`)
      .refine(
        (lines) => lines.some((line) => line.trim() !== ""),
        "The lines field must have at least 1 line.",
      ),
  ),
});

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAuth(request);
  const parsed = ParseLinesSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    // Every problem is reported under 'lines', naming the line it is about.
    const messages = parsed.error.issues.map((issue) => {
      const index = issue.path[1];
      return typeof index === "number" ? `Line ${index + 1}: ${issue.message}` : issue.message;
    });
    const errors = { lines: [...new Set(messages)] };
    throw new ApiError(422, summary(errors), errors);
  }
  // Each line with what it holds by the allergen module's reading (ADR 067): its classes, and whether
  // it is to be checked on the label.
  return apiOk({
    data: parsed.data.lines.map((line) => {
      const reading = readIngredientLine(line);
      return { ...parseIngredientLine(line), allergens: reading.classes, check_label: reading.checkLabel };
    }),
  });
});
