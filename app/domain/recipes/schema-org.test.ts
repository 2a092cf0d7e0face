import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  parseIsoDuration,
  parseJsonLenient,
  readRecipeFromHtml,
  readRecipeFromJsonLd,
  withoutSiteName,
} from "./schema-org";

const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures/recipes", name), "utf8");

describe("readRecipeFromHtml", () => {
  test("a plain JSON-LD Recipe object is read field by field", () => {
    const draft = readRecipeFromHtml(
      fixture("jsonld-object.html"),
      "https://test-kitchen.example/soups/lentil",
    );
    expect(draft).toEqual({
      name: "Weeknight Lentil Soup & Greens",
      description: "A thrifty soup with red lentils, cumin and lemon. Ready in under an hour.",
      imageUrl: "https://test-kitchen.example/images/lentil-soup.jpg",
      ingredientLines: [
        "1 tbsp olive oil",
        "1 onion, finely chopped",
        "200 g red lentils",
        "1 tsp ground cumin",
        "1.2 l vegetable stock",
        "Juice of ½ lemon",
      ],
      instructions: [
        "Warm the oil and soften the onion for 8 minutes.",
        "Stir in the cumin, then the lentils and stock.",
        "Simmer for 30 minutes, season, and finish with the lemon juice.",
      ],
      prepMinutes: 15,
      cookMinutes: 40,
      totalMinutes: 55,
      servings: 4,
      cuisine: "Middle Eastern",
      category: "Soup, Dinner",
      keywords: ["lentils", "soup", "vegan", "weeknight"],
      nutrition: { calories: 250, protein: 12, carbs: 35, fat: 5.5, fiber: 8, sugar: 4 },
      author: "Ada Example",
      sourceUrl: "https://test-kitchen.example/soups/lentil",
      licence: "https://creativecommons.org/licenses/by/4.0/",
    });
  });

  test("@graph with WebPage and a Recipe typed as an array; @id links are followed", () => {
    const draft = readRecipeFromHtml(fixture("jsonld-graph.html"), "https://blog.example/crumble/");
    expect(draft?.name).toBe("Oat and Apple Crumble");
    expect(draft?.author).toBe("Bea Baker");
    expect(draft?.imageUrl).toBe("https://blog.example/wp-content/crumble-1x1.jpg");
    expect(draft?.servings).toBe(6);
    expect([draft?.prepMinutes, draft?.cookMinutes, draft?.totalMinutes]).toEqual([20, 60, 80]);
    expect(draft?.keywords).toEqual(["dessert", "apples"]);
    expect(draft?.ingredientLines).toHaveLength(4);
    expect(draft?.instructions[0]).toBe("Heat the oven to 180°C.");
    expect(draft?.instructions).toHaveLength(3);
  });

  test("an array of objects with a full-IRI @type; a string of steps is split on new lines", () => {
    const draft = readRecipeFromHtml(fixture("jsonld-array.html"), "https://flour.example/flatbreads");
    expect(draft?.name).toBe("Two-Ingredient Flatbreads");
    expect(draft?.imageUrl).toBe("https://img.flour.example/flatbread.jpg");
    expect(draft?.servings).toBe(6);
    expect(draft?.cookMinutes).toBe(10);
    expect(draft?.prepMinutes).toBe(65);
    expect(draft?.ingredientLines).toEqual(["250 g self-raising flour", "250 g plain yoghurt"]);
    expect(draft?.instructions).toEqual([
      "Mix the flour and yoghurt into a soft dough.",
      "Divide into 6 and roll thin.",
      "Cook in a dry pan, 2 minutes a side.",
    ]);
    expect(draft?.author).toBe("Cy Cook, Dee Dough");
  });

  test("HowToSection steps are flattened in order, without the section names", () => {
    const draft = readRecipeFromHtml(fixture("jsonld-sections.html"), "https://pasta.example/lasagne");
    expect(draft?.name).toBe("Layered Lasagne");
    expect(draft?.instructions).toEqual([
      "Brown the mince.",
      "Add the passata and simmer 30 minutes.",
      "Layer sauce, sheets and white sauce three times.",
      "Bake at 190°C for 45 minutes.",
      "Rest 10 minutes before cutting.",
    ]);
    expect(draft?.imageUrl).toBe("https://pasta.example/lasagne.webp");
    expect(draft?.servings).toBe(8);
    expect(draft?.totalMinutes).toBe(120);
  });

  test("a microdata-only page with nested HowToStep, Person and NutritionInformation scopes", () => {
    const draft = readRecipeFromHtml(fixture("microdata.html"), "https://microdata.example/pancakes");
    expect(draft).toMatchObject({
      name: "Sunday Pancakes",
      description: "Fluffy pancakes for a slow morning.",
      imageUrl: "https://microdata.example/photos/pancakes.jpg",
      ingredientLines: ["200 g plain flour", "2 eggs", "300 ml milk"],
      instructions: [
        "Whisk the flour, eggs and milk.",
        "Rest the batter 10 minutes.",
        "Fry ladlefuls in a hot pan & flip once.",
      ],
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: null,
      servings: 8,
      cuisine: "American",
      category: "Breakfast",
      keywords: ["pancakes", "breakfast"],
      nutrition: { calories: 180, protein: 6, carbs: null, fat: 4, fiber: null, sugar: null },
      author: "Eve Egg",
      sourceUrl: "https://microdata.example/pancakes",
    });
  });

  test("microdata instructions given as one element's text are split at its paragraphs and breaks", () => {
    const draft = readRecipeFromHtml(fixture("microdata-plain-instructions.html"), "https://salad.example/t");
    expect(draft?.instructions).toEqual([
      "Slice the tomatoes.",
      "Dress with oil and salt.",
      "Serve at once.",
    ]);
    expect(draft?.imageUrl).toBe("https://salad.example/tomato.jpg");
    expect(draft?.totalMinutes).toBe(10);
    expect(draft?.ingredientLines).toEqual(["4 ripe tomatoes", "1 tbsp olive oil"]);
  });

  test("an OpenGraph-only page gives a title-only draft", () => {
    const draft = readRecipeFromHtml(fixture("opengraph.html"), "https://stew.example/blog/stew");
    expect(draft).toMatchObject({
      name: "Grandma's Beef Stew",
      description: "Slow-cooked beef with root vegetables.",
      imageUrl: "https://stew.example/media/stew.jpg",
      ingredientLines: [],
      instructions: [],
      servings: null,
      nutrition: null,
      sourceUrl: "https://stew.example/blog/stew",
    });
  });

  test("without OpenGraph, the <title> is enough for a draft", () => {
    const draft = readRecipeFromHtml(fixture("title-only.html"), "https://bread.example/");
    expect(draft?.name).toBe("Quick Notes on Bread");
    expect(draft?.imageUrl).toBeNull();
    expect(draft?.instructions).toEqual([]);
  });

  test("a title without schema.org data loses the site's name after it", () => {
    const draft = readRecipeFromHtml(
      fixture("site-name-title.html"),
      "https://www.juliegoodwin.com.au/zucchini-slice-recipe",
    );
    expect(draft?.name).toBe("Zucchini Slice Recipe | perfect for school lunches");
  });

  test("a page address longer than 2,048 characters is left out, not kept", () => {
    const long = `https://x.example/r?q=${"a".repeat(2100)}`;
    const html = `<title>Soup</title><link rel="license" href="${long}">`;
    const draft = readRecipeFromHtml(html, long);
    expect(draft?.sourceUrl).toBeNull();
    expect(draft?.licence).toBeNull();
    const fine = `https://x.example/r?q=${"a".repeat(300)}`;
    expect(readRecipeFromHtml(html, fine)?.sourceUrl).toBe(fine);
  });

  test("a broken JSON-LD block is skipped and a commented, sloppy one next to it is read", () => {
    const draft = readRecipeFromHtml(fixture("broken-jsonld.html"), "https://curry.example/green");
    expect(draft?.name).toBe("Green Curry");
    expect(draft?.ingredientLines).toHaveLength(3);
    expect(draft?.instructions).toEqual([
      "Fry the paste.",
      "Add coconut milk and chicken.",
      "Simmer 15 minutes.",
    ]);
    expect(draft?.servings).toBe(4);
  });

  test("a page with nothing usable gives null", () => {
    expect(readRecipeFromHtml(fixture("nothing.html"), "https://nobody.example/")).toBeNull();
    expect(readRecipeFromHtml("", "https://nobody.example/")).toBeNull();
    expect(
      readRecipeFromHtml("<html><head><title>   </title></head></html>", "https://x.example/"),
    ).toBeNull();
  });

  test("a JSON-LD recipe without a picture or name borrows them from the page", () => {
    const html = `<html><head><title>Page title</title>
      <meta property="og:image" content="https://img.example/a.jpg">
      <script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["1 egg"]}</script>
      </head></html>`;
    const draft = readRecipeFromHtml(html, "https://x.example/r");
    expect(draft?.name).toBe("Page title");
    expect(draft?.imageUrl).toBe("https://img.example/a.jpg");
    expect(draft?.ingredientLines).toEqual(["1 egg"]);
  });

  test("only http(s) pictures are kept; names are bounded at 1,000 characters (the import fits them)", () => {
    const long = "Soup ".repeat(300);
    const html = `<script type="application/ld+json">${JSON.stringify({
      "@type": "Recipe",
      name: long,
      image: ["javascript:alert(1)", "data:image/png;base64,AA", "ftp://x.example/a.jpg"],
    })}</script>`;
    const draft = readRecipeFromHtml(html, "https://x.example/r");
    expect(draft?.imageUrl).toBeNull();
    expect(draft?.name.length).toBeLessThanOrEqual(1000);
    expect(draft?.name.startsWith("Soup Soup")).toBe(true);
  });

  test("relative picture URLs follow the page's <base href>", () => {
    const html = `<head><base href="https://cdn.example/assets/"><title>T</title></head>
      <script type="application/ld+json">{"@type":"Recipe","name":"B","image":"img/b.jpg"}</script>`;
    expect(readRecipeFromHtml(html, "https://site.example/r/1")?.imageUrl).toBe(
      "https://cdn.example/assets/img/b.jpg",
    );
  });

  test("a page of recipe cards prefers the first recipe that has ingredients or steps", () => {
    const html = `<script type="application/ld+json">[
      {"@type":"Recipe","name":"Teaser"},
      {"@type":"Recipe","name":"The real one","recipeIngredient":["1 cup rice"]}
    ]</script>`;
    expect(readRecipeFromHtml(html, "https://x.example/")?.name).toBe("The real one");
  });
});

describe("readRecipeFromJsonLd", () => {
  test("nested under mainEntity, with a schema: prefixed type", () => {
    const draft = readRecipeFromJsonLd({
      "@type": "WebPage",
      mainEntity: { "@type": "schema:Recipe", name: "Rice", recipeInstructions: "Rinse.\nBoil." },
    });
    expect(draft?.instructions).toEqual(["Rinse.", "Boil."]);
    expect(draft?.sourceUrl).toBeNull();
  });

  test("no Recipe, or a Recipe without a name, is null", () => {
    expect(readRecipeFromJsonLd({ "@type": "Organization", name: "X" })).toBeNull();
    expect(readRecipeFromJsonLd({ "@type": "Recipe", recipeIngredient: ["1 egg"] })).toBeNull();
    expect(readRecipeFromJsonLd(null)).toBeNull();
    expect(readRecipeFromJsonLd("Recipe")).toBeNull();
    expect(readRecipeFromJsonLd(42)).toBeNull();
  });

  test("recipeYield in its many shapes", () => {
    const servings = (recipeYield: unknown) =>
      readRecipeFromJsonLd({ "@type": "Recipe", name: "R", recipeYield })?.servings;
    expect(servings(4)).toBe(4);
    expect(servings("4")).toBe(4);
    expect(servings("4 servings")).toBe(4);
    expect(servings(["4", "4 servings"])).toBe(4);
    expect(servings(["a big pot", "6 bowls"])).toBe(6);
    expect(servings("Serves 6-8")).toBe(6);
    expect(servings("Depends")).toBeNull();
    expect(servings("0")).toBeNull();
    expect(servings(undefined)).toBeNull();
  });

  test("times in ISO 8601 and in words", () => {
    const cook = (cookTime: unknown) =>
      readRecipeFromJsonLd({ "@type": "Recipe", name: "R", cookTime })?.cookMinutes;
    expect(cook("PT1H30M")).toBe(90);
    expect(cook("P0DT45M")).toBe(45);
    expect(cook("PT90M")).toBe(90);
    expect(cook("30 min")).toBe(30);
    expect(cook("1 hour 30 minutes")).toBe(90);
    expect(cook("1h30")).toBe(90);
    expect(cook("2 hrs")).toBe(120);
    expect(cook("about 20")).toBe(20);
    expect(cook("PT")).toBeNull();
    expect(cook("a while")).toBeNull();
    expect(cook(25)).toBe(25);
  });

  test("keywords: comma string or array, trimmed and deduplicated ignoring case", () => {
    const keywords = (k: unknown) =>
      readRecipeFromJsonLd({ "@type": "Recipe", name: "R", keywords: k })?.keywords;
    expect(keywords("Quick, easy ,quick,, Vegan")).toEqual(["Quick", "easy", "Vegan"]);
    expect(keywords(["one", " One ", "two, three"])).toEqual(["one", "two", "three"]);
    expect(keywords(undefined)).toEqual([]);
  });

  test("nutrition strings in several units; an empty block is null", () => {
    const nutrition = (n: unknown) =>
      readRecipeFromJsonLd({ "@type": "Recipe", name: "R", nutrition: n })?.nutrition;
    expect(
      nutrition({
        "@type": "NutritionInformation",
        calories: "1046 kJ",
        proteinContent: "900 mg",
        carbohydrateContent: 30,
        fatContent: "12g",
        fiberContent: "1,200 g",
        sugarContent: "n/a",
      }),
    ).toEqual({ calories: 250, protein: 0.9, carbs: 30, fat: 12, fiber: 1200, sugar: null });
    expect(nutrition({ "@type": "NutritionInformation" })).toBeNull();
    expect(nutrition("lots")).toBeNull();
  });

  test("images: string, array, ImageObject, relative to the page; odd values do not throw", () => {
    const image = (img: unknown, pageUrl?: string) =>
      readRecipeFromJsonLd({ "@type": "Recipe", name: "R", image: img }, pageUrl)?.imageUrl;
    expect(image("https://a.example/x.jpg")).toBe("https://a.example/x.jpg");
    expect(image("/x.jpg", "https://a.example/r/1")).toBe("https://a.example/x.jpg");
    expect(image("/x.jpg")).toBeNull();
    expect(image([{ "@type": "ImageObject", url: "x.jpg" }], "https://a.example/r/")).toBe(
      "https://a.example/r/x.jpg",
    );
    expect(image({ "@type": "ImageObject" })).toBeNull();
    expect(image(42)).toBeNull();
  });

  test("instruction HTML is stripped and entities decoded; empty steps are dropped", () => {
    const draft = readRecipeFromJsonLd({
      "@type": "Recipe",
      name: "R",
      recipeInstructions: [
        "<p>Chop the leeks &amp; garlic.</p><p>Sweat them&nbsp;gently.</p>",
        { "@type": "HowToStep", text: "   " },
        { "@type": "HowToStep", name: "Serve it." },
        "",
        null,
        42,
      ],
    });
    expect(draft?.instructions).toEqual([
      "Chop the leeks & garlic.",
      "Sweat them gently.",
      "Serve it.",
      "42",
    ]);
  });

  test("licence and source from the object when no page is given", () => {
    const draft = readRecipeFromJsonLd({
      "@type": "Recipe",
      name: "R",
      license: { "@type": "CreativeWork", url: "https://unlicense.org/" },
      isBasedOn: "https://github.com/example/recipes/blob/abc/r.md",
    });
    expect(draft?.licence).toBe("https://unlicense.org/");
    expect(draft?.sourceUrl).toBe("https://github.com/example/recipes/blob/abc/r.md");
  });

  test("hostile shapes do not throw", () => {
    const deep: Record<string, unknown> = { "@type": "Recipe", name: "Deep" };
    let cursor = deep;
    for (let i = 0; i < 200; i++) {
      const next = { "@type": "HowToSection", itemListElement: [] as unknown[] };
      (cursor.recipeInstructions as unknown) = next;
      cursor = next as unknown as Record<string, unknown>;
    }
    expect(() => readRecipeFromJsonLd(deep)).not.toThrow();
    const selfRef = {
      "@id": "#a",
      "@type": "Recipe",
      name: "Loop",
      author: { "@id": "#a" },
      image: { "@id": "#a" },
    };
    expect(readRecipeFromJsonLd(selfRef)?.name).toBe("Loop");
    expect(
      readRecipeFromJsonLd({
        "@type": ["Thing", 3, null, "Recipe"],
        name: ["", "Named"],
        recipeIngredient: {},
      })?.name,
    ).toBe("Named");
  });
});

describe("the public-domain starter recipes", () => {
  // The copy shipped in the repository: a clone has nothing beside it.
  const file = path.resolve("seed-data/starter-recipes/public-domain-recipes.schemaorg.json");

  test("every object reads with a name, an ingredient and a step", () => {
    const objects = JSON.parse(fs.readFileSync(file, "utf8")) as unknown[];
    expect(objects.length).toBeGreaterThan(400);
    for (const object of objects) {
      const draft = readRecipeFromJsonLd(object);
      const name = (object as { name?: string }).name;
      expect(draft, name).not.toBeNull();
      expect(draft!.name, name).not.toBe("");
      expect(draft!.ingredientLines.length, name).toBeGreaterThanOrEqual(1);
      expect(draft!.instructions.length, name).toBeGreaterThanOrEqual(1);
      expect(draft!.licence, name).toMatch(/^https?:\/\//);
      expect(draft!.sourceUrl, name).toMatch(/^https:\/\/github\.com\//);
    }
  });
});

describe("parseIsoDuration", () => {
  test.each([
    ["PT1H30M", 90],
    ["P0DT45M", 45],
    ["PT90M", 90],
    ["PT15M", 15],
    ["pt20m", 20],
    ["PT0M", 0],
    ["PT90S", 2],
    ["PT29S", 0],
    ["PT1.5H", 90],
    ["PT0,5H", 30],
    ["P1D", 1440],
    ["P1DT2H", 1560],
    ["P1W", 10080],
    ["P0Y0M0DT0H35M0S", 35],
    ["  PT10M  ", 10],
  ])("%s is %i minutes", (text, minutes) => {
    expect(parseIsoDuration(text)).toBe(minutes);
  });

  test.each(["", "P", "PT", "30 min", "T30M", "PT30", "PT-5M", "PT1H30M15", "P1H", "1:30", "PTXM"])(
    "%j is not a duration",
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );
});

describe("parseJsonLenient", () => {
  test("HTML comment and CDATA wrappers, raw newlines in strings, trailing commas", () => {
    expect(parseJsonLenient('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseJsonLenient('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
    expect(parseJsonLenient('<![CDATA[ {"a": 1} ]]>')).toEqual({ a: 1 });
    expect(parseJsonLenient('{"a": "one\ntwo",}')).toEqual({ a: "one\ntwo" });
    expect(parseJsonLenient("{not json")).toBeUndefined();
  });
});

describe("withoutSiteName", () => {
  const page = "https://www.juliegoodwin.com.au/recipes/zucchini";
  test("drops a trailing site name matching og:site_name or the host, after any usual separator", () => {
    expect(withoutSiteName("Zucchini Slice - Julie Goodwin", "Julie Goodwin", null)).toBe("Zucchini Slice");
    expect(withoutSiteName("Zucchini Slice | JulieGoodwin", null, page)).toBe("Zucchini Slice");
    expect(withoutSiteName("Zucchini Slice – juliegoodwin.com.au", null, page)).toBe("Zucchini Slice");
    expect(withoutSiteName("Zucchini Slice :: Julie's Kitchen", "Julie's Kitchen", page)).toBe(
      "Zucchini Slice",
    );
    expect(withoutSiteName("Zucchini Slice — Julie Goodwin", "Julie Goodwin", page)).toBe("Zucchini Slice");
  });

  test("keeps anything else as written", () => {
    expect(withoutSiteName("Zucchini Slice - Quick and Easy", "Julie Goodwin", page)).toBe(
      "Zucchini Slice - Quick and Easy",
    );
    expect(withoutSiteName("Julie Goodwin", "Julie Goodwin", page)).toBe("Julie Goodwin");
    expect(withoutSiteName("Salt-and-pepper squid", null, "https://salt.example/")).toBe(
      "Salt-and-pepper squid",
    );
    expect(withoutSiteName("Zucchini Slice | ", "Julie Goodwin", page)).toBe("Zucchini Slice | ");
  });
});
