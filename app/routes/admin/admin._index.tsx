// The admin dashboard: how many users and flags there are, shortcuts, and whether the database answers.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { countUsers } from "~/domain/accounts/users.server";
import { listFlags } from "~/domain/admin/feature-flags.server";
import * as css from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { roleLabel } from "~/ui/admin/role-badge";
import { db } from "~/web/database.server";
import { requireAdmin } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const me = { name: user.name || "Unknown", role: roleLabel(user.role) };
  try {
    const database = await db();
    const [users, flags] = await Promise.all([countUsers(database), listFlags(database)]);
    return { online: true, users: users.total, admins: users.admins, flags: flags.length, me };
  } catch (error) {
    // The counts are what tells us the database answers; without them the API is offline.
    console.error("[admin] dashboard counts failed:", error);
    return { online: false, users: null, admins: null, flags: null, me };
  }
}

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const stats = [
    { label: "Total Users", value: data.users },
    { label: "Admin Users", value: data.admins },
    { label: "Feature Flags", value: data.flags },
  ];
  return (
    <section aria-labelledby="admin-dashboard-title" className={css.panel}>
      <h2 id="admin-dashboard-title" className={css.heading}>
        Admin Dashboard
      </h2>
      <dl className={css.cards}>
        {stats.map((stat) => (
          <div key={stat.label} className={css.card}>
            <dt className={css.statLabel}>{stat.label}</dt>
            <dd className={css.statValue}>{stat.value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <div className={css.cards}>
        <section aria-labelledby="quick-actions-title" className={css.card}>
          <h3 id="quick-actions-title" className={css.subheading}>
            Quick Actions
          </h3>
          <ul className={css.linkList}>
            <li>
              <Link to="/admin/users">Manage Users</Link>
            </li>
            <li>
              <Link to="/admin/features">Manage Feature Flags</Link>
            </li>
            <li>
              <Link to="/admin/users/new">Add New User</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="system-status-title" className={css.card}>
          <h3 id="system-status-title" className={css.subheading}>
            System Status
          </h3>
          <dl className={css.statusList}>
            <dt className={css.statusTerm}>API Status</dt>
            <dd className={css.statusValue}>{data.online ? "Online" : "Offline"}</dd>
            <dt className={css.statusTerm}>Logged In As</dt>
            <dd className={css.statusValue}>{data.me.name}</dd>
            <dt className={css.statusTerm}>User Role</dt>
            <dd className={css.statusValue}>{data.me.role}</dd>
          </dl>
        </section>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error loading the admin dashboard"
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
