import { expect, test } from "vitest";
import { initials } from "./queries.server";
import {
  clampPage,
  communitySearchParams,
  pageCount,
  ReportSchema,
  ReviewSchema,
  readCommunityQuery,
  SaveFormSchema,
} from "./schemas";

test("the list's query is read leniently: unknown values are the defaults, never an error", () => {
  expect(readCommunityQuery(new URLSearchParams(""))).toEqual({
    search: "",
    cuisine: null,
    sort: "popular",
    show: "all",
    page: 1,
  });
  expect(
    readCommunityQuery(new URLSearchParams("search=+soup+&cuisine=Italian&sort=RATING&show=saved&page=3")),
  ).toEqual({ search: "soup", cuisine: "italian", sort: "rating", show: "saved", page: 3 });
  expect(readCommunityQuery(new URLSearchParams("cuisine=klingon&sort=x&show=y&page=-2"))).toMatchObject({
    cuisine: null,
    sort: "popular",
    show: "all",
    page: 1,
  });
  expect(readCommunityQuery(new URLSearchParams("page=2.5")).page).toBe(1);
});

test("a view is a short link: defaults are left out, and the page can be swapped", () => {
  const query = readCommunityQuery(new URLSearchParams("search=tacos&sort=recent&page=2"));
  expect(communitySearchParams(query)).toBe("?search=tacos&sort=recent&page=2");
  expect(communitySearchParams(query, 1)).toBe("?search=tacos&sort=recent");
  expect(communitySearchParams(readCommunityQuery(new URLSearchParams()))).toBe("");
});

test("paging counts real pages and keeps a page within them", () => {
  expect(pageCount(0, 6)).toBe(1);
  expect(pageCount(6, 6)).toBe(1);
  expect(pageCount(7, 6)).toBe(2);
  expect(pageCount(405, 6)).toBe(68);
  expect(clampPage(9, 4)).toBe(4);
  expect(clampPage(0, 4)).toBe(1);
  expect(clampPage(2, 4)).toBe(2);
});

test("an author's avatar is their initials", () => {
  expect(initials("Ada Lovelace")).toBe("AL");
  expect(initials("  ada  ")).toBe("A");
  expect(initials("Jean Paul Sartre")).toBe("JS");
  expect(initials("")).toBe("?");
});

test("forms and the API refuse at the same boundary", () => {
  expect(ReviewSchema.safeParse({ rating: "4", review: " Lovely " }).data).toEqual({
    rating: 4,
    review: "Lovely",
  });
  expect(ReviewSchema.safeParse({ rating: 6 }).success).toBe(false);
  expect(ReviewSchema.safeParse({ rating: "" }).success).toBe(false);
  expect(ReviewSchema.safeParse({ rating: 5, review: "x".repeat(501) }).success).toBe(false);
  expect(ReviewSchema.safeParse({ rating: 5, review: "x".repeat(500) }).success).toBe(true);
  expect(ReportSchema.parse({}).reason).toBe("");
  expect(ReportSchema.safeParse({ reason: ["x"] }).success).toBe(false);
  // Issue 32 (item 6): a number where text belongs was stored as text ("1e+308").
  for (const notText of [1e308, 5, true]) {
    expect(ReviewSchema.safeParse({ rating: 5, review: notText }).error?.issues[0]?.path).toEqual(["review"]);
    expect(ReportSchema.safeParse({ reason: notText }).error?.issues[0]?.path).toEqual(["reason"]);
  }
  expect(ReviewSchema.safeParse({ rating: "0x4" }).success).toBe(false);
  expect(ReviewSchema.safeParse({ rating: " 4 " }).success).toBe(false);
  expect(SaveFormSchema.safeParse({ recipeId: "12", saved: "yes" }).success).toBe(false);
  expect(SaveFormSchema.parse({ recipeId: "12", saved: "true" })).toMatchObject({
    recipeId: 12,
    saved: true,
  });
  expect(SaveFormSchema.safeParse({ recipeId: "x", saved: "true" }).success).toBe(false);
});
