// The fourteen allergen classes a recipe is read for (docs/decisions/067-allergens.md): the US major food
// allergens (FALCPA 2004, with sesame added by the FASTER Act 2021) and Annex II of Regulation (EU)
// No 1169/2011. Crustacean shellfish and molluscs are two classes (the EU lists them apart; FALCPA's
// "crustacean shellfish" is one of them); wheat is read as gluten (Annex II's "cereals containing gluten").

export const ALLERGEN_CLASSES = [
  "milk",
  "egg",
  "fish",
  "crustacean",
  "mollusc",
  "tree_nut",
  "peanut",
  "gluten",
  "soy",
  "sesame",
  "celery",
  "mustard",
  "lupin",
  "sulphite",
] as const;
export type AllergenClass = (typeof ALLERGEN_CLASSES)[number];

/** For labels, as a food label names them. */
export const ALLERGEN_LABELS: Record<AllergenClass, string> = {
  milk: "Milk",
  egg: "Egg",
  fish: "Fish",
  crustacean: "Crustaceans",
  mollusc: "Molluscs",
  tree_nut: "Tree nuts",
  peanut: "Peanuts",
  gluten: "Gluten",
  soy: "Soy",
  sesame: "Sesame",
  celery: "Celery",
  mustard: "Mustard",
  lupin: "Lupin",
  sulphite: "Sulphites",
};

const BIT = new Map<string, number>(ALLERGEN_CLASSES.map((c, i) => [c, 1 << i]));

export const isAllergenClass = (value: string): value is AllergenClass => BIT.has(value);

/** Classes as one number, a bit per class in ALLERGEN_CLASSES' order: the reader's working form. */
export type ClassMask = number;

export const bitOf = (c: AllergenClass): ClassMask => BIT.get(c)!;

export function maskOf(classes: Iterable<AllergenClass>): ClassMask {
  let mask = 0;
  for (const c of classes) mask |= bitOf(c);
  return mask;
}

/** A mask's classes, in ALLERGEN_CLASSES' order. */
export function classesOf(mask: ClassMask): AllergenClass[] {
  const out: AllergenClass[] = [];
  for (let i = 0; i < ALLERGEN_CLASSES.length; i++) if (mask & (1 << i)) out.push(ALLERGEN_CLASSES[i]!);
  return out;
}

/** "milk gluten" → the mask; data files write classes this way. An unknown name is a programming error. */
export function parseClasses(spec: string): ClassMask {
  let mask = 0;
  for (const name of spec.split(/\s+/)) {
    if (!name) continue;
    const bit = BIT.get(name);
    if (bit === undefined) throw new Error(`Unknown allergen class "${name}"`);
    mask |= bit;
  }
  return mask;
}

/** "Contains: Milk, Egg, Gluten" in ALLERGEN_CLASSES' order; "" when there is none. */
export function recipeAllergenLabel(contains: readonly AllergenClass[]): string {
  const mask = maskOf(contains);
  return mask === 0
    ? ""
    : `Contains: ${classesOf(mask)
        .map((c) => ALLERGEN_LABELS[c])
        .join(", ")}`;
}
