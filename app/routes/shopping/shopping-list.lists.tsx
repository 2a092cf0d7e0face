// The household's shopping lists (docs/product.md#shopping-list, ADR 038): each with its counts and a
// 'Make current' button, and a form for a new list (which becomes current). Both are plain posts.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { SHOPPING_FLAG, SHOPPING_NOTICES, SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { createList, currentList, listLists, switchCurrent } from "~/domain/shopping/lists.server";
import { ListFormSchema } from "~/domain/shopping/schemas";
import { money } from "~/domain/shopping/summary";
import { CsrfField } from "~/ui/kit/csrf-field";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { ListForm } from "~/ui/shopping/list-form";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { badRequest, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Shopping Lists | Family Meal Planner" }];

const SwitchSchema = z.object({ id: z.int().positive() });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const database = await db();
  await currentList(database, user.householdId, user.id);
  return { constraint: getZodConstraint(ListFormSchema), lists: await listLists(database, user.householdId) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const form = await readForm(request);
  const database = await db();
  const intent = form.get("intent");
  if (intent === "switch") {
    const submission = parseWithZod(form, { schema: SwitchSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const list = await switchCurrent(database, user.householdId, submission.value.id);
      return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.listSwitched(list.name));
    } catch (error) {
      return replyToError(submission, error, { notFound: SHOPPING_TEXTS.listNotFound });
    }
  }
  if (intent !== "create") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, { schema: ListFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const list = await createList(database, user.householdId, user.id, submission.value, { current: true });
    return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.listCreated(list.name));
  } catch (error) {
    return replyToError(submission, error);
  }
}

export default function ShoppingLists() {
  const { lists } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="lists-title" className={css.page}>
      <div className={css.header}>
        <h1 id="lists-title" className={css.title}>
          Shopping Lists
        </h1>
        <Link to="/shopping-list" className={css.secondaryButton}>
          Back to the list
        </Link>
      </div>
      <ul className={css.list}>
        {lists.map((list) => (
          <li key={list.id} className={css.row}>
            <span aria-hidden="true">{list.isCurrent ? "★" : ""}</span>
            <div className={css.rowBody}>
              <p className={css.itemName}>{list.name}</p>
              <p className={css.itemMeta}>
                {list.openCount} to buy of {list.itemCount}
                {list.budget !== null ? ` · budget ${money(list.budget)}` : ""}
              </p>
            </div>
            {list.isCurrent ? (
              <span className={css.muted}>Current</span>
            ) : (
              <Form method="post" action="/shopping-list/lists">
                <CsrfField />
                <input type="hidden" name="intent" value="switch" />
                <input type="hidden" name="id" value={list.id} />
                <button type="submit" className={css.secondaryButton}>
                  Make current<span className={css.visuallyHidden}> ({list.name})</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-list-title" className={css.section}>
        <h2 id="new-list-title" className={css.subtitle}>
          New list
        </h2>
        <ListForm
          constraint={useLoaderData<typeof loader>().constraint}
          id="new-list"
          action="/shopping-list/lists"
          intent="create"
          submitLabel="Create list"
          defaults={{ name: "", budget: null }}
          lastResult={actionData?.result}
        />
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    notFound: {
      title: "List not found",
      message: SHOPPING_TEXTS.listNotFound,
      back: { to: "/shopping-list/lists", label: "Back to your lists" },
    },
    fallback: { title: "The shopping lists could not be shown", retryTo: "/shopping-list/lists" },
  });
}
