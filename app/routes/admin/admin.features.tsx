// The feature flags, filtered by role with a plain GET form. Add, edit and delete are child pages
// (/admin/features/new, /:id/edit, /:id/delete) that take the list's place.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useOutlet } from "@remix-run/react";
import { ROLE_OPTIONS } from "~/domain/admin/constants";
import { listFlags } from "~/domain/admin/feature-flags.server";
import * as css from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { AdminTable, RowActions } from "~/ui/admin/admin-table";
import { RoleBadge, roleLabel } from "~/ui/admin/role-badge";
import { db } from "~/web/database.server";
import { requireAdmin } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export const meta: MetaFunction = () => [{ title: "Feature Flags | Admin Panel | Family Meal Planner" }];

const LOAD_FEATURES_FAILED = "Failed to load features. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const asked = cleanSearchParams(request).get("role");
  const role = ROLE_OPTIONS.find((r) => r === asked) ?? null;
  try {
    const flags = await listFlags(await db());
    return {
      role,
      flags: flags
        .filter((flag) => role === null || flag.enabledFor.includes(role))
        .map((flag) => ({
          id: flag.id,
          name: flag.name,
          key: flag.key,
          description: flag.description,
          enabledFor: flag.enabledFor,
        })),
      error: null,
    };
  } catch (error) {
    console.error("[admin] listing feature flags failed:", error);
    return { role, flags: [], error: LOAD_FEATURES_FAILED };
  }
}

export default function AdminFeatures() {
  const outlet = useOutlet();
  const { role, flags, error } = useLoaderData<typeof loader>();
  if (outlet) return outlet;
  return (
    <section aria-labelledby="features-title" className={css.panel}>
      <div className={css.pageHeading}>
        <h2 id="features-title" className={css.heading}>
          Feature Flags
        </h2>
        <Link to="/admin/features/new" className={css.primaryButton}>
          Add Feature
        </Link>
      </div>
      <Form method="get" className={css.filterForm}>
        <div>
          <label htmlFor="role-filter">Filter by Role</label>{" "}
          <select
            id="role-filter"
            name="role"
            defaultValue={role ?? ""}
            key={role ?? ""}
            className={css.select}
          >
            <option value="">All Roles</option>
            {ROLE_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={css.secondaryButton}>
          Filter
        </button>
      </Form>
      {error ? (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
      {flags.length === 0 && !error ? (
        <p className={css.muted}>No feature flags found.</p>
      ) : (
        <AdminTable
          caption={role ? `Feature flags enabled for ${roleLabel(role)}` : "All feature flags"}
          columns={["Feature", "Key", "Enabled For"]}
        >
          {flags.map((flag) => (
            <tr key={flag.id}>
              <td className={css.td}>
                <strong>{flag.name}</strong>
                {flag.description ? <p className={css.muted}>{flag.description}</p> : null}
              </td>
              <td className={css.td}>
                <code className={css.code}>{flag.key}</code>
              </td>
              <td className={css.td}>
                {flag.enabledFor.length > 0 ? (
                  flag.enabledFor.map((r) => <RoleBadge key={r} role={r} />)
                ) : (
                  <span className={css.muted}>No roles</span>
                )}
              </td>
              <RowActions
                name={flag.name}
                editTo={`/admin/features/${flag.id}/edit`}
                deleteTo={`/admin/features/${flag.id}/delete`}
              />
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error loading the feature flags"
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
