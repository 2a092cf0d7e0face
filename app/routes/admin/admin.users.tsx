// The user list. Add, edit and delete are child pages (/admin/users/new, /:id/edit, /:id/delete) that
// take the list's place, so each works as a plain page without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useOutlet } from "@remix-run/react";
import { OWN_ACCOUNT_UNDELETABLE } from "~/domain/accounts/messages";
import { listUsers } from "~/domain/accounts/users.server";
import * as css from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { AdminTable, RowActions } from "~/ui/admin/admin-table";
import { RoleBadge } from "~/ui/admin/role-badge";
import { db } from "~/web/database.server";
import { requireAdmin } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Users | Admin Panel | Family Meal Planner" }];

const LOAD_USERS_FAILED = "Failed to load users. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireAdmin(request);
  try {
    const users = await listUsers(await db());
    return {
      meId: me.id,
      users: users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role })),
      error: null,
    };
  } catch (error) {
    console.error("[admin] listing users failed:", error);
    return { meId: me.id, users: [], error: LOAD_USERS_FAILED };
  }
}

export default function AdminUsers() {
  const outlet = useOutlet();
  const { meId, users, error } = useLoaderData<typeof loader>();
  if (outlet) return outlet;
  return (
    <section aria-labelledby="users-title" className={css.panel}>
      <div className={css.pageHeading}>
        <h2 id="users-title" className={css.heading}>
          User Management
        </h2>
        <Link to="/admin/users/new" className={css.primaryButton}>
          Add User
        </Link>
      </div>
      {error ? (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
      <AdminTable caption="All users of this site" columns={["Name", "Email", "Role"]}>
        {users.map((user) => (
          <tr key={user.id}>
            <td className={css.td}>{user.name}</td>
            <td className={css.td}>{user.email}</td>
            <td className={css.td}>
              <RoleBadge role={user.role} />
            </td>
            <RowActions
              name={user.name}
              editTo={`/admin/users/${user.id}/edit`}
              deleteTo={`/admin/users/${user.id}/delete`}
              deleteRefused={user.id === meId ? OWN_ACCOUNT_UNDELETABLE : undefined}
            />
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error loading the users"
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
