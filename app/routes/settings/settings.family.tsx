// Settings › Family (docs/product.md#settings): the household's dietary settings and meal times, as the
// family settings page keeps them; the forms themselves are that page's (/family/settings).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { MEAL_TIME_TYPES } from "~/domain/household/constants";
import { getHousehold, permissionsOf } from "~/domain/household/household.server";
import { primaryButton } from "~/ui/kit/button.css";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { db } from "~/web/database.server";
import { requireUser } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Family | Settings | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const household = await getHousehold(await db(), user.householdId);
  return {
    name: household.name,
    options: household.options,
    mealTimes: household.mealTimes,
    canChange: permissionsOf(user, household).canChangeSettings,
  };
}

const listed = (values: string[]) => (values.length ? values.join(", ") : "None");
const mealLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

export default function FamilyTab() {
  const { name, options, mealTimes, canChange } = useLoaderData<typeof loader>();
  return (
    <div className={css.panel}>
      <section aria-labelledby="dietary-title" className={css.card}>
        <h2 id="dietary-title" className={css.cardTitle}>
          Family Dietary Settings
        </h2>
        <p>{name}</p>
        <dl className={css.facts}>
          <dt>Allergies</dt>
          <dd>{listed(options.allergies)}</dd>
          <dt>Dietary preferences</dt>
          <dd>{listed(options.dietaryPreferences)}</dd>
          <dt>Dislikes</dt>
          <dd>{listed(options.dislikes)}</dd>
        </dl>
      </section>
      <section aria-labelledby="meal-times-title" className={css.card}>
        <h2 id="meal-times-title" className={css.cardTitle}>
          Meal Planning Settings
        </h2>
        <dl className={css.facts}>
          {MEAL_TIME_TYPES.map((type) => (
            <Fragment key={type}>
              <dt>{mealLabel(type)}</dt>
              <dd>{mealTimes[type]}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <p>
        <Link to="/family/settings" className={primaryButton}>
          {canChange ? "Edit family settings" : "View family settings"}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading the family settings" retryTo="/settings/family" />;
}
