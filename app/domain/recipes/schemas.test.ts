import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  FavoriteSchema,
  QuickAddSchema,
  RATING_MESSAGE,
  RATING_REQUIRED,
  RatingSchema,
  StarRatingSchema,
  UNKNOWN_MEAL,
} from "./schemas";

const formOf = (fields: Record<string, string | undefined>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
};
const parsed = <T>(submission: { status?: string; value?: T; error?: unknown }) =>
  submission.status === "success" ? submission.value : submission.error;

describe("the recipe page's small forms", () => {
  it("takes a star rating of 1 to 5 and refuses anything else with one sentence", () => {
    for (const stars of ["1", "5"])
      expect(parsed(parseWithZod(formOf({ rating: stars }), { schema: StarRatingSchema }))).toEqual({
        rating: Number(stars),
      });
    for (const bad of [
      {},
      { rating: "" },
      { rating: "0" },
      { rating: "6" },
      { rating: "4.5" },
      { rating: "x" },
    ])
      expect(parsed(parseWithZod(formOf(bad), { schema: StarRatingSchema })), JSON.stringify(bad)).toEqual({
        rating: [RATING_REQUIRED],
      });
  });

  it("lets the API take a rating back with 0 or null, and refuses what is not a number", () => {
    expect(RatingSchema.parse({ rating: 0 })).toEqual({ rating: 0 });
    expect(RatingSchema.parse({ rating: null })).toEqual({ rating: null });
    expect(RatingSchema.parse({ rating: "3" })).toEqual({ rating: 3 });
    for (const bad of [true, [], 6, 2.5])
      expect(RatingSchema.safeParse({ rating: bad }).error?.issues[0]?.message).toBe(RATING_MESSAGE);
  });

  it("reads the favourite toggle's state and keeps where to go back to", () => {
    expect(
      parsed(parseWithZod(formOf({ favorite: "on", returnTo: "/recipes" }), { schema: FavoriteSchema })),
    ).toEqual({ favorite: true, returnTo: "/recipes" });
    expect(parsed(parseWithZod(formOf({ favorite: "off" }), { schema: FavoriteSchema }))).toEqual({
      favorite: false,
    });
  });

  it("plans one of the quick-add meals and refuses any other", () => {
    expect(
      parsed(parseWithZod(formOf({ day: "today", type: "Dinner" }), { schema: QuickAddSchema })),
    ).toEqual({
      day: "today",
      type: "dinner",
    });
    for (const bad of [{ day: "tomorrow", type: "snack" }, { day: "someday", type: "lunch" }, {}]) {
      const refused = parseWithZod(formOf(bad), { schema: QuickAddSchema });
      const messages = refused.status === "error" ? Object.values(refused.error ?? {}).flat() : [];
      expect(new Set(messages), JSON.stringify(bad)).toEqual(new Set([UNKNOWN_MEAL]));
    }
  });
});
