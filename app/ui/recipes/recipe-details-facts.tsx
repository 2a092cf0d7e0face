// Parts of the recipe page that the print layout shows too: the facts (times, servings, difficulty),
// the steps, the nutrition per serving and the line of source, licence and JSON-LD links.
import { NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "~/domain/recipes/constants";
import { formatQuantity } from "~/domain/recipes/units";
import * as noticeCss from "../kit/notice.css";
import * as css from "./recipe.css";
import { minutesText } from "./recipe-bits";
import type { ShownRecipe } from "./recipe-details-types";
import { NUTRIENT_LABELS } from "./recipe-nutrients";

/** A stored source or licence is linked only when it is a web address (http or https). */
export const isWebAddress = (value: string | null): value is string =>
  !!value && /^https?:\/\/\S+$/i.test(value);

export function Facts({ recipe }: { recipe: ShownRecipe }) {
  const facts = [
    ["Prep Time", minutesText(recipe.prepMinutes)],
    ["Cook Time", minutesText(recipe.cookMinutes)],
    ["Servings", String(recipe.servings)],
    ["Difficulty", recipe.difficulty],
  ];
  return (
    <dl className={css.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={css.fact}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The recipe's instructions, numbered. */
export function Steps({ instructions }: { instructions: string[] }) {
  return (
    <ol className={css.steps}>
      {instructions.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
        <li key={index} className={css.prose}>
          {step}
        </li>
      ))}
    </ol>
  );
}

function nutrientValue(name: Nutrient, value: number | null) {
  if (value === null) return "—";
  const unit = NUTRIENT_UNITS[name];
  return unit === "kcal" ? `${formatQuantity(value)} kcal` : `${formatQuantity(value)} ${unit}`;
}

const SOURCE_TAGS = {
  manual: "Manually entered",
  computed: "Computed from ingredients",
  ai: "Estimated by AI",
} as const;

export function NutritionSection({
  nutrition,
  source = null,
  unmatched = [],
  check = null,
}: {
  nutrition: ShownRecipe["nutrition"];
  source?: ShownRecipe["nutritionSource"];
  unmatched?: string[];
  check?: ShownRecipe["nutritionCheck"];
}) {
  const unknown = NUTRIENTS.some((n) => nutrition[n] === null);
  return (
    <section className={css.section} aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className={css.subtitle}>
        Nutrition per serving
      </h2>
      {source ? <p className={css.muted}>{SOURCE_TAGS[source]}</p> : null}
      {check ? (
        // Figures no serving can hold are not shown as facts (docs/decisions/068-believable-nutrition.md).
        <div className={noticeCss.errorNotice}>
          <p className={css.nutritionCheckTitle}>Nutrition needs checking</p>
          <p className={css.nutritionCheckText}>{check.reasons.join(" ")}</p>
          {check.lines.length > 0 ? (
            <p className={css.nutritionCheckText}>
              {check.lines.length === 1 ? "Check this ingredient: " : "Check these ingredients: "}
              {check.lines.join(", ")}
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className={css.nutrition}>
        {NUTRIENTS.map((n) => (
          <div key={n} className={css.fact}>
            <dt className={css.factLabel}>{NUTRIENT_LABELS[n]}</dt>
            <dd className={css.factValue}>{nutrientValue(n, nutrition[n])}</dd>
          </div>
        ))}
      </dl>
      {unknown ? <p className={css.muted}>— means the value is not known for this recipe.</p> : null}
      {source === "computed" && unmatched.length > 0 ? (
        <p className={css.muted}>Not counted: {unmatched.join(", ")}</p>
      ) : null}
    </section>
  );
}

export function SourceLine({ recipe }: { recipe: ShownRecipe }) {
  const licenceIsLink = isWebAddress(recipe.licence);
  return (
    <p className={css.footerLinks}>
      {recipe.sourceUrl ? (
        <a href={recipe.sourceUrl} rel="noopener noreferrer nofollow">
          Source
        </a>
      ) : null}
      {recipe.licence ? (
        licenceIsLink ? (
          <a href={recipe.licence} rel="license noopener noreferrer nofollow">
            Licence
          </a>
        ) : (
          <span>Licence: {recipe.licence}</span>
        )
      ) : null}
      <a href={`/api/recipes/${recipe.id}?format=jsonld`} type="application/ld+json">
        schema.org JSON-LD
      </a>
    </p>
  );
}
