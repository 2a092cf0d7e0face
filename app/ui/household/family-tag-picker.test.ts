import { describe, expect, it } from "vitest";
import { otherField, splitTagFields } from "./family-tag-picker";

describe("splitTagFields", () => {
  it("keeps a ticked entry whole and splits the typed ones on commas", () => {
    const form = new FormData();
    form.append("name", "Mia");
    form.append("favorite_meals", "Mac, cheese and peas");
    form.append("favorite_meals", " Fish pie ");
    form.append(otherField("favorite_meals"), "Pancakes,  Tacos ,,");
    form.append(otherField("allergies"), "");
    const out = splitTagFields(form, ["favorite_meals", "allergies"]);
    expect(out.getAll("favorite_meals")).toEqual(["Mac, cheese and peas", "Fish pie", "Pancakes", "Tacos"]);
    expect(out.getAll("allergies")).toEqual([]);
    expect(out.get("name")).toBe("Mia");
    expect([...out.keys()].some((k) => k.endsWith("__other"))).toBe(false);
  });
});
