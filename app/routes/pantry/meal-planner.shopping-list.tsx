// Generate Shopping List (docs/product.md#shopping-list 'Generate from Meal Plan'): the planner's Actions
// 'Generate Shopping List' and 'Add to Shopping List' open this page for the range they show; its form
// posts the range, the domain writes the plan's needs minus the pantry into the current list, and the
// page shows what the range put on the list (docs/decisions/039-pantry-loop.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { todayForHousehold } from "~/domain/household/household.server";
import { parseMealDate } from "~/domain/meal-plan/schemas";
import { lastPantryChange } from "~/domain/pantry/changes.server";
import {
  checkRange,
  comingWeek,
  GENERATE_TEXTS,
  GenerateRangeSchema,
  generateShoppingList,
  listGeneratedItems,
} from "~/domain/pantry/generate.server";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { GenerateListView } from "~/ui/pantry/generate-list";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Generate Shopping List | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const url = new URL(request.url);
  const database = await db();
  const week = comingWeek(await todayForHousehold(database, user.householdId, new Date()));
  const start = parseMealDate(url.searchParams.get("start")) ?? week.start;
  let end = parseMealDate(url.searchParams.get("end")) ?? (start === week.start ? week.end : start);
  try {
    checkRange(start, end);
  } catch {
    end = start;
  }
  const [items, last] = await Promise.all([
    listGeneratedItems(database, user.householdId, { start, end }),
    lastPantryChange(database, user.householdId),
  ]);
  // A restock made from this page can be undone from it.
  const undo = last?.kind === "restock" ? { batch: last.batch, summary: last.summary } : null;
  return { start, end, items, undo, here: `${url.pathname}${url.search}`, units: user.units };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: GenerateRangeSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { start_date: start, end_date: end } = submission.value;
  try {
    const result = await generateShoppingList(await db(), user, { start, end });
    return redirectWithFlash(
      request,
      `/meal-planner/shopping-list?start=${start}&end=${end}`,
      GENERATE_TEXTS.done(result.added + result.updated, result.inPantry),
    );
  } catch (error) {
    return replyToError(submission, error);
  }
}

export default function GenerateShoppingList() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <GenerateListView loaded={loaded} result={answer?.result} />;
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    fallback: { title: "The shopping list could not be generated", retryTo: "/meal-planner/shopping-list" },
  });
}
