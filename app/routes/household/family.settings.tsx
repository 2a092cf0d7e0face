// Family settings (docs/product.md#family, 'Family Settings'): family-wide dietary lists, the default
// meal times and the household's time zone (ADR 037), each its own form told apart by `intent`; for
// the owner, whether members may edit. The page works without JavaScript; the Family page opens the
// same forms in a dialog (ui/family-settings).
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  getHousehold,
  permissionsOf,
  saveFamilyOptions,
  saveMealTimes,
  saveTimeZone,
  setMembersCanEdit,
} from "~/domain/household/household.server";
import { FamilyOptionsSchema, MealTimesSchema, MembersCanEditSchema } from "~/domain/household/schemas";
import { serverTimeZone, TIME_ZONES, TimeZoneSchema } from "~/domain/household/time-zone";
import { DepleteSettingSchema, depletesOnPrepared, saveDepleteSetting } from "~/domain/pantry/changes.server";
import { FamilyRouteError } from "~/ui/household/family-error";
import {
  FamilySettingsView,
  OPTION_FIELDS,
  SAVED,
  type SettingsAnswer,
  STAY_FIELD,
} from "~/ui/household/family-settings";
import { splitTagFields } from "~/ui/household/family-tag-picker";
import { useFlashMessage } from "~/ui/kit/flash-message";
import { DEPLETE_INTENT, DepleteSettingForm } from "~/ui/pantry/deplete-setting";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { badRequest, invalidForm, type Replying, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Family Settings | Family Meal Planner" }];

// "Settings saved" is shown inside the settings, where typing hides it again.
export const handle = { flash: "inline" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const household = await getHousehold(await db(), user.householdId);
  const permissions = permissionsOf(user, household);
  return {
    options: {
      allergies: household.options.allergies,
      dietary_preferences: household.options.dietaryPreferences,
      dislikes: household.options.dislikes,
    },
    mealTimes: household.mealTimes,
    membersCanEdit: household.membersCanEdit,
    canChange: permissions.canChangeSettings,
    isOwner: permissions.role === "owner",
    mealTimesConstraint: getZodConstraint(MealTimesSchema),
    timeZone: household.timeZone,
    timeZones: TIME_ZONES,
    serverTimeZone: serverTimeZone(),
    depletePantry: await depletesOnPrepared(await db(), user.householdId),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  // Saved: the page shows it after a redirect; the dialog (STAY_FIELD) stays open and shows it. Every
  // answer carries the form's fields, its `intent` among them, so the view knows which form it is for.
  const done = (submission: Replying) =>
    form.get(STAY_FIELD) === "1"
      ? data<SettingsAnswer>({ result: submission.reply(), saved: true })
      : redirectWithFlash(request, "/family/settings", SAVED);
  if (intent === "options") {
    const submission = parseWithZod(splitTagFields(form, OPTION_FIELDS), { schema: FamilyOptionsSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await saveFamilyOptions(database, user, {
        allergies: submission.value.allergies,
        dietaryPreferences: submission.value.dietary_preferences,
        dislikes: submission.value.dislikes,
      });
    } catch (error) {
      return replyToError(submission, error);
    }
    return done(submission);
  }
  if (intent === "meal-times") {
    const submission = parseWithZod(form, { schema: MealTimesSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await saveMealTimes(database, user, submission.value);
    } catch (error) {
      return replyToError(submission, error);
    }
    return done(submission);
  }
  if (intent === "time-zone") {
    const submission = parseWithZod(form, { schema: TimeZoneSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await saveTimeZone(database, user, submission.value.time_zone);
    } catch (error) {
      return replyToError(submission, error);
    }
    return done(submission);
  }
  if (intent === "members-can-edit") {
    const submission = parseWithZod(form, { schema: MembersCanEditSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await setMembersCanEdit(database, user, submission.value.members_can_edit);
    } catch (error) {
      return replyToError(submission, error);
    }
    return done(submission);
  }
  if (intent === DEPLETE_INTENT) {
    const submission = parseWithZod(form, { schema: DepleteSettingSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await saveDepleteSetting(database, user, submission.value.deplete_pantry_on_prepared);
    } catch (error) {
      return replyToError(submission, error);
    }
    return redirectWithFlash(request, "/family/settings", SAVED);
  }
  throw badRequest("Unknown action.");
}

export default function FamilySettings() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const flash = useFlashMessage();
  return (
    <>
      <FamilySettingsView loaded={loaded} answer={answer} saved={flash === SAVED} />
      <DepleteSettingForm on={loaded.depletePantry} disabled={!loaded.canChange} />
    </>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading family settings" retryTo="/family/settings" />;
}
