// /admin/reports: the community recipes people reported (docs/product.md#community). Each open report
// can be dismissed (the recipe stays shared; it stays hidden for the reporter) or settled by unsharing
// the recipe, which closes every open report of it. Both are small POST forms that work without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { resolveReport } from "~/domain/community/commands.server";
import { COMMUNITY_TEXTS } from "~/domain/community/constants";
import { listOpenReports } from "~/domain/community/queries.server";
import { ReportActionSchema } from "~/domain/community/schemas";
import * as css from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { AdminTable } from "~/ui/admin/admin-table";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { visuallyHidden } from "~/ui/kit/page.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Reports | Admin Panel | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const reports = await listOpenReports(await db());
  return {
    reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString().slice(0, 10) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: ReportActionSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { reportId, decision } = submission.value;
  try {
    await resolveReport(await db(), admin, reportId, decision, new Date());
  } catch (error) {
    return replyToError(submission, error, { notFound: COMMUNITY_TEXTS.reportNotFound });
  }
  return redirectWithFlash(
    request,
    "/admin/reports",
    decision === "dismiss" ? COMMUNITY_TEXTS.reportDismissed : COMMUNITY_TEXTS.reportUnshared,
  );
}

export default function AdminReports() {
  const { reports } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>()?.result;
  const problems = Object.values(answer?.error ?? {}).flatMap((errors) => errors ?? []);
  return (
    <section aria-labelledby="reports-title" className={css.panel}>
      <div className={css.pageHeading}>
        <h2 id="reports-title" className={css.heading}>
          Reported Recipes
        </h2>
      </div>
      {problems.length ? (
        <div role="alert">
          <FormErrors errors={problems} />
        </div>
      ) : null}
      {reports.length === 0 ? (
        <p className={css.muted}>No open reports.</p>
      ) : (
        <AdminTable
          caption="Community recipes reported by people"
          columns={["Recipe", "Reported by", "Reason", "Date"]}
        >
          {reports.map((r) => (
            <tr key={r.id}>
              <td className={css.td}>
                <Link to={`/recipes/${r.recipeId}`}>{r.recipeName}</Link>
                {r.isStarter ? " (starter library)" : ""}
              </td>
              <td className={css.td}>{r.reporterName}</td>
              <td className={css.td}>{r.reason || "—"}</td>
              <td className={css.td}>{r.createdAt}</td>
              <td className={css.td}>
                <div className={css.actions}>
                  <DecisionForm reportId={r.id} decision="dismiss" label="Dismiss" name={r.recipeName} />
                  {r.isStarter || !r.isPublic ? null : (
                    <DecisionForm
                      reportId={r.id}
                      decision="unshare"
                      label="Unshare"
                      name={r.recipeName}
                      danger
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function DecisionForm(props: {
  reportId: number;
  decision: "dismiss" | "unshare";
  label: string;
  name: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action="/admin/reports">
      <CsrfField />
      <input type="hidden" name="reportId" value={props.reportId} />
      <input type="hidden" name="decision" value={props.decision} />
      <button type="submit" className={props.danger ? css.dangerButton : css.secondaryButton}>
        {props.label}
        <span className={visuallyHidden}> the report on {props.name}</span>
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error loading the reports"
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
