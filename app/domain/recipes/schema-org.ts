// Reads a schema.org Recipe out of a web page: JSON-LD first, then microdata, then OpenGraph (ADR 008).
// Pure: no network, no database, no clock. Pages are written by anyone, so nothing here throws on odd
// data; a field that cannot be read is null or empty and the user fills it in.
import { type CheerioAPI, load } from "cheerio/slim";
import { URL_MAX } from "./constants";

export type RecipeNutrition = {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
};

export type RecipeDraft = {
  name: string;
  description: string | null;
  /** Absolute http(s) URL only. */
  imageUrl: string | null;
  /** Raw lines; the ingredient parser reads them. */
  ingredientLines: string[];
  /** One string per step, trimmed, non-empty; sections are flattened (their names dropped). */
  instructions: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number | null;
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  nutrition: RecipeNutrition | null;
  author: string | null;
  sourceUrl: string | null;
  licence: string | null;
};

// What a page may hand over, bounded so an odd page cannot flood memory. These are not the recipe's
// limits: text over those is shortened by the import, which then says so (import.ts, fitDraft).
const NAME_MAX = 1000;
const DESCRIPTION_MAX = 20_000;
const LINE_MAX = 5000;
const STEP_MAX = 20_000;
const SHORT_MAX = 200;
const KEYWORDS_MAX = 50;
const LIST_MAX = 500;
const SEARCH_DEPTH = 8;

type JsonObject = Record<string, unknown>;
type Context = { ids: Map<string, JsonObject>; pageUrl: string | null };

// ---------------------------------------------------------------------------------------------- HTML

/** The recipe on a page, or a title-only draft from OpenGraph/<title>, or null when there is neither. */
export function readRecipeFromHtml(html: string, pageUrl: string): RecipeDraft | null {
  const $ = load(html);
  const page = pageFacts($, pageUrl);
  const base = page.baseUrl;

  const candidates: RecipeDraft[] = [];
  for (const block of jsonLdBlocks($)) {
    const ctx: Context = { ids: collectIds(block), pageUrl: base };
    for (const node of findRecipes(block)) candidates.push(draftFromRecipe(node, ctx));
  }
  for (const node of microdataRecipes($)) {
    candidates.push(draftFromRecipe(node, { ids: new Map(), pageUrl: base }));
  }

  const recipe = candidates.find(hasContent) ?? candidates[0];
  if (recipe) {
    const draft: RecipeDraft = {
      ...recipe,
      name: recipe.name || page.title || "",
      description: recipe.description ?? page.description,
      imageUrl: recipe.imageUrl ?? page.imageUrl,
      sourceUrl: page.sourceUrl ?? recipe.sourceUrl,
      licence: recipe.licence ?? page.licence,
    };
    if (draft.name) return draft;
  }
  if (!page.title) return null;
  return {
    ...emptyDraft(page.title),
    description: page.description,
    imageUrl: page.imageUrl,
    sourceUrl: page.sourceUrl,
    licence: page.licence,
  };
}

type PageFacts = {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  sourceUrl: string | null;
  licence: string | null;
  baseUrl: string | null;
};

function pageFacts($: CheerioAPI, pageUrl: string): PageFacts {
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const content = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr("content");
      const text = cleanText(content);
      if (text) return text;
    }
    return null;
  };
  const pageHref = absoluteHttpUrl(pageUrl, null);
  // <base href> changes what relative URLs mean on the page.
  const baseUrl = absoluteHttpUrl($("base[href]").first().attr("href") ?? "", pageHref) ?? pageHref;
  const rawTitle = meta("og:title", "twitter:title") ?? cleanText($("title").first().text());
  const title = rawTitle
    ? withoutSiteName(rawTitle, meta("og:site_name", "application-name"), pageHref)
    : null;
  return {
    title: title ? cap(title, NAME_MAX) : null,
    description: capOrNull(meta("og:description", "description", "twitter:description"), DESCRIPTION_MAX),
    imageUrl: absoluteHttpUrl(
      meta("og:image:secure_url", "og:image:url", "og:image", "twitter:image") ?? "",
      baseUrl,
    ),
    sourceUrl: pageHref,
    licence: absoluteHttpUrl($('link[rel~="license"]').first().attr("href") ?? "", baseUrl),
    baseUrl,
  };
}

// ' | ', ' - ', ' – ', ' — ', ' :: ', ' · ' and ' : ' part a page's title from its site's name.
const TITLE_SEPARATOR = /\s+(?:\||-|–|—|::|·|:)\s+/g;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * A page title without the site's name after it: 'Zucchini Slice Recipe | perfect for school lunches -
 * Julie Goodwin' → 'Zucchini Slice Recipe | perfect for school lunches' when the site calls itself
 * 'Julie Goodwin' (og:site_name) or lives at juliegoodwin.com.au. Anything else is kept as written.
 */
export function withoutSiteName(title: string, siteName: string | null, pageUrl: string | null): string {
  const separators = [...title.matchAll(TITLE_SEPARATOR)];
  const last = separators.at(-1);
  if (last?.index === undefined) return title;
  const before = title.slice(0, last.index).trim();
  const tail = squash(title.slice(last.index + last[0].length));
  if (!before || !tail) return title;
  const names = new Set<string>();
  if (siteName) names.add(squash(siteName));
  const host = pageUrl ? hostOf(pageUrl) : null;
  if (host) {
    // 'www.juliegoodwin.com.au': the whole host, and its first name without 'www'.
    names.add(squash(host));
    const first = host.split(".")[0];
    if (first) names.add(squash(first));
  }
  names.delete("");
  return names.has(tail) ? before : title;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./i, "");
  } catch {
    return null;
  }
}

function jsonLdBlocks($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $("script").each((_, element) => {
    const type = ($(element).attr("type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/ld+json") return;
    const parsed = parseJsonLenient($(element).text());
    if (parsed !== undefined) blocks.push(parsed);
  });
  return blocks;
}

/** JSON as pages really write it: wrapped in <!-- --> or CDATA, with raw newlines inside strings. */
export function parseJsonLenient(raw: string): unknown {
  let text = raw.trim();
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text
      .replace(/^(?:\/\/[^\n]*?)?(?:<!--|<!\[CDATA\[)/, "")
      .replace(/(?:\/\/\s*)?(?:-->|\]\]>)$/, "")
      .trim();
  }
  try {
    return JSON.parse(text);
  } catch {
    // Second chance for the two commonest breakages; anything else is given up on.
    try {
      return JSON.parse(escapeControlCharactersInStrings(text).replace(/,\s*([}\]])/g, "$1"));
    } catch {
      return undefined;
    }
  }
}

function escapeControlCharactersInStrings(text: string): string {
  let out = "";
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (!inString) {
      if (ch === '"') inString = true;
      out += ch;
    } else if (escaped) {
      escaped = false;
      out += ch;
    } else if (ch === "\\") {
      escaped = true;
      out += ch;
    } else if (ch === '"') {
      inString = false;
      out += ch;
    } else {
      const code = ch.charCodeAt(0);
      out += code < 0x20 ? `\\u${code.toString(16).padStart(4, "0")}` : ch;
    }
  }
  return out;
}

// ----------------------------------------------------------------------------------------- microdata

/** The parts of a parsed node read here (htmlparser2's domhandler nodes have this shape). */
type HtmlNode = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
};

function microdataRecipes($: CheerioAPI): JsonObject[] {
  const recipes: JsonObject[] = [];
  $("[itemscope][itemtype]").each((_, element) => {
    const node: HtmlNode = element;
    if (isRecipeType((node.attribs?.itemtype ?? "").split(/\s+/))) recipes.push(microdataItem(node, 0));
  });
  return recipes;
}

/** An itemscope as a JSON-LD-like object, so one reader serves both. */
function microdataItem(scope: HtmlNode, depth: number): JsonObject {
  const item: Record<string, unknown[]> = {};
  collectProperties(scope, item, depth);
  const result: JsonObject = {
    ...item,
    "@type": (scope.attribs?.itemtype ?? "").split(/\s+/).filter(Boolean),
  };
  // A HowToStep written as <li itemscope itemtype=".../HowToStep">Whisk…</li> has no "text" property.
  if (!("text" in item) && !("name" in item) && !("itemListElement" in item)) result.text = textOf(scope);
  return result;
}

function collectProperties(node: HtmlNode, item: Record<string, unknown[]>, depth: number) {
  for (const child of node.children ?? []) {
    if (child.type !== "tag") continue;
    const attribs = child.attribs ?? {};
    const isScope = "itemscope" in attribs;
    const names = (attribs.itemprop ?? "").split(/\s+/).filter(Boolean).map(propertyName);
    if (names.length > 0) {
      const value = isScope
        ? depth < SEARCH_DEPTH
          ? microdataItem(child, depth + 1)
          : null
        : propertyValue(child);
      if (value !== null) {
        for (const name of names) {
          const values = item[name] ?? [];
          values.push(value);
          item[name] = values;
        }
      }
    }
    // A nested itemscope's own properties belong to it, not to this item.
    if (!isScope) collectProperties(child, item, depth);
  }
}

// itemprop="http://schema.org/name" means "name". The legacy "ingredients" joins "recipeIngredient"
// here, so a page that mixes both keeps its document order.
function propertyName(name: string): string {
  const short = name.replace(/^.*[/#]/, "");
  return short === "ingredients" ? "recipeIngredient" : short;
}

function propertyValue(element: HtmlNode): string {
  const attribs = element.attribs ?? {};
  if (attribs.content !== undefined) return attribs.content;
  switch (element.name) {
    case "meta":
      return "";
    case "img":
    case "audio":
    case "video":
    case "source":
    case "embed":
    case "iframe":
    case "track": {
      // Lazy-loading pages put a placeholder in src and the picture in data-src.
      const src = attribs.src ?? "";
      return !src || src.startsWith("data:") ? (attribs["data-src"] ?? attribs["data-lazy-src"] ?? src) : src;
    }
    case "a":
    case "area":
    case "link":
      return attribs.href ?? "";
    case "object":
      return attribs.data ?? "";
    case "data":
    case "meter":
      return attribs.value ?? "";
    case "time":
      return attribs.datetime ?? textOf(element);
    default:
      return textOf(element);
  }
}

// ------------------------------------------------------------------------------------------- JSON-LD

/** A Recipe found anywhere in a JSON-LD value (object, array, @graph, mainEntity …), or null. */
export function readRecipeFromJsonLd(obj: unknown, pageUrl?: string): RecipeDraft | null {
  const ctx: Context = { ids: collectIds(obj), pageUrl: absoluteHttpUrl(pageUrl ?? "", null) };
  const drafts = findRecipes(obj).map((node) => draftFromRecipe(node, ctx));
  const draft = drafts.find((d) => d.name && hasContent(d)) ?? drafts.find((d) => d.name);
  return draft ?? null;
}

function hasContent(draft: RecipeDraft): boolean {
  return draft.ingredientLines.length > 0 || draft.instructions.length > 0;
}

/** Every Recipe node, breadth first, so the page's main recipe comes before any nested one. */
function findRecipes(root: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  const queue: [unknown, number][] = [[root, 0]];
  for (let i = 0; i < queue.length; i++) {
    const [value, depth] = queue[i]!;
    if (depth > SEARCH_DEPTH || typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) queue.push([v, depth + 1]);
      continue;
    }
    const node = value as JsonObject;
    if (isRecipeType(node["@type"])) {
      found.push(node);
      continue;
    }
    for (const v of Object.values(node)) queue.push([v, depth + 1]);
  }
  return found;
}

function isRecipeType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some(
    (t) =>
      typeof t === "string" &&
      t
        .trim()
        .replace(/^https?:\/\/(www\.)?schema\.org\//i, "")
        .replace(/^schema:/i, "")
        .toLowerCase() === "recipe",
  );
}

// "@graph" pages point at shared nodes ({"@id": "#author"}); collect them to follow those links.
function collectIds(root: unknown): Map<string, JsonObject> {
  const ids = new Map<string, JsonObject>();
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (depth > SEARCH_DEPTH || typeof value !== "object" || value === null) continue;
    const values = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) {
      const node = value as JsonObject;
      const id = node["@id"];
      if (typeof id === "string" && Object.keys(node).length > 1 && !ids.has(id)) ids.set(id, node);
    }
    for (const v of values) stack.push([v, depth + 1]);
  }
  return ids;
}

function deref(value: unknown, ctx: Context): unknown {
  if (!isObject(value)) return value;
  const id = value["@id"];
  if (typeof id === "string" && Object.keys(value).length === 1) return ctx.ids.get(id) ?? value;
  return value;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A property by its short name or as a schema.org IRI ("schema:name", "https://schema.org/name").
function prop(node: JsonObject, name: string): unknown {
  for (const key of [name, `schema:${name}`, `https://schema.org/${name}`, `http://schema.org/${name}`]) {
    if (node[key] !== undefined && node[key] !== null) return node[key];
  }
  return undefined;
}

function draftFromRecipe(node: JsonObject, ctx: Context): RecipeDraft {
  const name = firstText(prop(node, "name"), ctx) ?? firstText(prop(node, "headline"), ctx);
  const nutrition = deref(first(prop(node, "nutrition")), ctx);
  return {
    name: name ? cap(name, NAME_MAX) : "",
    description: capOrNull(firstText(prop(node, "description"), ctx), DESCRIPTION_MAX),
    imageUrl: imageUrl(prop(node, "image"), ctx, 0) ?? imageUrl(prop(node, "thumbnailUrl"), ctx, 0),
    ingredientLines: list(prop(node, "recipeIngredient") ?? prop(node, "ingredients"))
      .flatMap((v) => lines(textValue(v, ctx)))
      .slice(0, LIST_MAX)
      .map((line) => cap(line, LINE_MAX)),
    instructions: readInstructions(prop(node, "recipeInstructions"), ctx, 0)
      .slice(0, LIST_MAX)
      .map((step) => cap(step, STEP_MAX)),
    prepMinutes: durationMinutes(first(prop(node, "prepTime")), ctx),
    cookMinutes: durationMinutes(first(prop(node, "cookTime")), ctx),
    totalMinutes: durationMinutes(first(prop(node, "totalTime")), ctx),
    servings: servingsFrom(prop(node, "recipeYield") ?? prop(node, "yield"), ctx, 0),
    cuisine: joinedTexts(prop(node, "recipeCuisine"), ctx),
    category: joinedTexts(prop(node, "recipeCategory"), ctx),
    keywords: keywordsFrom(prop(node, "keywords"), ctx),
    nutrition: isObject(nutrition) ? nutritionFrom(nutrition, ctx) : null,
    author: authorFrom(prop(node, "author") ?? prop(node, "creator"), ctx),
    // The page the user gave wins; without one, the recipe's own link, then what it is based on.
    sourceUrl:
      ctx.pageUrl ??
      urlFrom(prop(node, "url"), ctx) ??
      urlFrom(prop(node, "mainEntityOfPage"), ctx) ??
      urlFrom(prop(node, "isBasedOn"), ctx),
    licence: licenceFrom(prop(node, "license"), ctx),
  };
}

function emptyDraft(name: string): RecipeDraft {
  return {
    name,
    description: null,
    imageUrl: null,
    ingredientLines: [],
    instructions: [],
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    servings: null,
    cuisine: null,
    category: null,
    keywords: [],
    nutrition: null,
    author: null,
    sourceUrl: null,
    licence: null,
  };
}

function readInstructions(value: unknown, ctx: Context, depth: number): string[] {
  if (depth > SEARCH_DEPTH) return [];
  const v = deref(value, ctx);
  if (typeof v === "string" || typeof v === "number") return lines(textValue(v, ctx));
  if (Array.isArray(v)) return v.flatMap((item) => readInstructions(item, ctx, depth + 1));
  if (!isObject(v)) return [];
  if (v["@value"] !== undefined) return readInstructions(v["@value"], ctx, depth + 1);
  // HowToSection and ItemList hold steps; a HowToStep may hold HowToDirection/HowToTip parts.
  const parts = prop(v, "itemListElement") ?? prop(v, "steps") ?? prop(v, "step");
  if (parts !== undefined) {
    const steps = readInstructions(parts, ctx, depth + 1);
    if (steps.length > 0) return steps;
  }
  // A step's "name" is often a shortened copy of its "text", so text comes first.
  const text = prop(v, "text") ?? prop(v, "description") ?? prop(v, "name");
  return text === undefined ? [] : readInstructions(text, ctx, depth + 1);
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value.find((v) => v !== null && v !== undefined && v !== "") : value;
}

/** Raw text of a value, with HTML tags stripped and entities decoded; line breaks kept. */
function textValue(value: unknown, ctx: Context): string {
  const v = deref(value, ctx);
  if (typeof v === "string") return htmlToText(v);
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) return textValue(first(v), ctx);
  if (isObject(v)) {
    if (v["@value"] !== undefined) return textValue(v["@value"], ctx);
    const named = prop(v, "name") ?? prop(v, "text");
    if (typeof named === "string") return htmlToText(named);
  }
  return "";
}

function firstText(value: unknown, ctx: Context): string | null {
  for (const v of list(value)) {
    const text = cleanText(textValue(v, ctx));
    if (text) return text;
  }
  return null;
}

function joinedTexts(value: unknown, ctx: Context): string | null {
  const texts = dedupe(list(value).flatMap((v) => cleanText(textValue(v, ctx)) ?? []));
  return capOrNull(texts.join(", ") || null, SHORT_MAX);
}

function keywordsFrom(value: unknown, ctx: Context): string[] {
  const words = list(value)
    .flatMap((v) => textValue(v, ctx).split(/[,\n]/))
    .flatMap((w) => cleanText(w) ?? [])
    .map((w) => cap(w, 100));
  return dedupe(words).slice(0, KEYWORDS_MAX);
}

function dedupe(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function authorFrom(value: unknown, ctx: Context): string | null {
  const names = dedupe(
    list(value).flatMap((v) => {
      const a = deref(v, ctx);
      if (isObject(a)) return cleanText(textValue(prop(a, "name"), ctx)) ?? [];
      return cleanText(textValue(a, ctx)) ?? [];
    }),
  );
  return capOrNull(names.join(", ") || null, SHORT_MAX);
}

function licenceFrom(value: unknown, ctx: Context): string | null {
  for (const v of list(value)) {
    const l = deref(v, ctx);
    if (typeof l === "string") return capOrNull(cleanText(l), SHORT_MAX);
    if (isObject(l)) {
      const text = urlFrom(prop(l, "url") ?? l["@id"], ctx) ?? cleanText(textValue(prop(l, "name"), ctx));
      if (text) return cap(text, SHORT_MAX);
    }
  }
  return null;
}

function urlFrom(value: unknown, ctx: Context): string | null {
  for (const v of list(value)) {
    const u = deref(v, ctx);
    const href = typeof u === "string" ? u : isObject(u) ? (prop(u, "url") ?? u["@id"]) : null;
    const url = typeof href === "string" ? absoluteHttpUrl(href, ctx.pageUrl) : null;
    if (url) return url;
  }
  return null;
}

function imageUrl(value: unknown, ctx: Context, depth: number): string | null {
  if (depth > 4) return null;
  for (const v of list(value)) {
    const image = deref(v, ctx);
    if (typeof image === "string") {
      const url = absoluteHttpUrl(image, ctx.pageUrl);
      if (url) return url;
    } else if (isObject(image)) {
      const url = imageUrl(prop(image, "url") ?? prop(image, "contentUrl") ?? image["@id"], ctx, depth + 1);
      if (url) return url;
    }
  }
  return null;
}

/** An absolute http(s) URL, relative ones resolved against base; anything else (data:, javascript:) is null. */
function absoluteHttpUrl(href: string, base: string | null): string | null {
  const text = href.trim();
  if (!text) return null;
  try {
    const url = base ? new URL(text, base) : new URL(text);
    // An address longer than the app keeps (URL_MAX) is left out rather than refusing the recipe.
    if (url.href.length > URL_MAX) return null;
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

// ----------------------------------------------------------------------------------------- numbers

/**
 * Minutes (rounded) in an ISO 8601 duration: "PT1H30M" → 90, "P0DT45M" → 45, "PT90S" → 2.
 * Years and months count as 365 and 30 days. Null when it is not one, or names no amount ("PT").
 */
export function parseIsoDuration(s: string): number | null {
  const n = "(\\d+(?:[.,]\\d+)?)";
  const pattern = new RegExp(
    `^P(?:${n}Y)?(?:${n}M)?(?:${n}W)?(?:${n}D)?(?:T(?:${n}H)?(?:${n}M)?(?:${n}S)?)?$`,
    "i",
  );
  const text = s.trim();
  if (text.length > 100) return null;
  const match = pattern.exec(text);
  if (!match) return null;
  const parts = match.slice(1);
  if (parts.every((p) => p === undefined)) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = parts.map((p) =>
    p === undefined ? 0 : Number(p.replace(",", ".")),
  ) as [number, number, number, number, number, number, number];
  const total = (years * 365 + months * 30 + weeks * 7 + days) * 1440 + hours * 60 + minutes + seconds / 60;
  return Number.isFinite(total) ? Math.round(total) : null;
}

/** ISO 8601, or what people write instead: "1 hour 30 min" → 90, "1h30" → 90, "30 min" → 30. */
function durationMinutes(value: unknown, ctx: Context): number | null {
  const v = deref(value, ctx);
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 ? Math.round(v) : null;
  if (isObject(v)) return durationMinutes(v["@value"] ?? prop(v, "value"), ctx);
  if (typeof v !== "string") return null;
  // A time is short; the cap keeps the patterns below linear on whatever a page puts here.
  const text = v.trim().slice(0, 100);
  if (/^P/i.test(text)) return parseIsoDuration(text);
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours)(?![a-z])\s*(\d+)?/i.exec(text);
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes)(?![a-z])/i.exec(text);
  if (hours || minutes) {
    const h = hours ? Number(hours[1]!.replace(",", ".")) : 0;
    const m = minutes ? Number(minutes[1]) : hours?.[2] ? Number(hours[2]) : 0;
    return Math.round(h * 60 + m);
  }
  const leading = /\d+/.exec(text);
  return leading ? Number(leading[0]) : null;
}

/** The first whole number in recipeYield: 4, "4", "4 servings", ["4", "4 servings"], "Serves 6-8" → 6. */
function servingsFrom(value: unknown, ctx: Context, depth: number): number | null {
  if (depth > 4) return null;
  const v = deref(value, ctx);
  if (typeof v === "number") return Number.isFinite(v) && v >= 1 ? Math.round(v) : null;
  if (typeof v === "string") {
    const match = /\d+/.exec(v);
    const n = match ? Number(match[0]) : 0;
    return n >= 1 ? n : null;
  }
  if (Array.isArray(v)) {
    for (const item of v) {
      const n = servingsFrom(item, ctx, depth + 1);
      if (n !== null) return n;
    }
    return null;
  }
  if (isObject(v)) return servingsFrom(v["@value"] ?? prop(v, "value"), ctx, depth + 1);
  return null;
}

function nutritionFrom(node: JsonObject, ctx: Context): RecipeNutrition | null {
  const energy = (key: string) => amount(first(prop(node, key)), "energy", ctx);
  const mass = (key: string) => amount(first(prop(node, key)), "mass", ctx);
  const nutrition: RecipeNutrition = {
    calories: energy("calories"),
    protein: mass("proteinContent"),
    carbs: mass("carbohydrateContent"),
    fat: mass("fatContent"),
    fiber: mass("fiberContent"),
    sugar: mass("sugarContent"),
  };
  return Object.values(nutrition).some((v) => v !== null) ? nutrition : null;
}

/** "250 kcal", "1,046 kJ" (→ kcal), "12 g", "12g", "12,5 g", "900 mg" (→ g); rounded to 0.1. */
function amount(value: unknown, kind: "energy" | "mass", ctx: Context): number | null {
  const v = deref(value, ctx);
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 ? round1(v) : null;
  if (isObject(v)) return amount(v["@value"] ?? prop(v, "value"), kind, ctx);
  if (typeof v !== "string") return null;
  const match = /(\d[\d,]*(?:\.\d+)?)\s*([a-zµμ]*)/i.exec(v.slice(0, 100));
  if (!match) return null;
  // "1,200" is a thousands separator; "12,5" a decimal comma.
  const digits = match[1]!.replace(/,(?=\d{3}(?!\d))/g, "").replace(",", ".");
  let number = Number(digits);
  if (!Number.isFinite(number)) return null;
  const unit = (match[2] ?? "").toLowerCase();
  if (kind === "energy" && unit === "kj") number /= 4.184;
  if (kind === "mass" && unit === "mg") number /= 1000;
  if (kind === "mass" && (unit === "µg" || unit === "μg" || unit === "mcg")) number /= 1_000_000;
  return round1(number);
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

// ------------------------------------------------------------------------------------------- text

const BLOCK_ELEMENTS = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

/** Text of an HTML fragment: tags dropped, entities decoded, a line break at each block element. */
function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const root = load(html).root()[0];
  return root ? textOf(root) : "";
}

function textOf(node: HtmlNode): string {
  const out: string[] = [];
  const walk = (n: HtmlNode) => {
    if (n.type === "text") {
      out.push(n.data ?? "");
      return;
    }
    if (n.type !== "tag" && n.type !== "root") return; // script, style, comments
    const block = n.type === "tag" && BLOCK_ELEMENTS.has(n.name ?? "");
    if (block) out.push("\n");
    for (const child of n.children ?? []) walk(child);
    if (block) out.push("\n");
  };
  walk(node);
  return out.join("");
}

/** Non-empty lines, each whitespace-collapsed. */
function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n|\u2028/).flatMap((line) => cleanText(line) ?? []);
}

function cleanText(value: string | null | undefined): string | null {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? null : text;
}

function cap(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function capOrNull(text: string | null, max: number): string | null {
  return text === null ? null : cap(text, max);
}
