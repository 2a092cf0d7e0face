// The admin area's layout: admins only (members go home, the refusal is logged), its own navigation.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { countOpenReports } from "~/domain/community/queries.server";
import * as css from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { useFlashMessage } from "~/ui/kit/flash-message";
import { db } from "~/web/database.server";
import { requireAdmin } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel | Family Meal Planner" }];

// The flash message after a change is shown in the admin area's own status region.
export const handle = { flash: "inline" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // Reported community recipes wait here: the navigation says how many (docs/product.md#community).
  return { openReports: await countOpenReports(await db()) };
}

const LINKS = [
  { label: "Dashboard", to: "/admin", end: true },
  { label: "Users", to: "/admin/users", end: false },
  { label: "Feature Flags", to: "/admin/features", end: false },
  { label: "Reports", to: "/admin/reports", end: false },
];

export default function AdminLayout() {
  const notice = useFlashMessage();
  const { openReports } = useLoaderData<typeof loader>();
  return (
    <div className={css.panel}>
      <div className={css.header}>
        <h1 className={css.title}>Admin Panel</h1>
        <nav aria-label="Admin">
          <ul className={css.navList}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={css.navLink}>
                  {link.label}
                  {link.to === "/admin/reports" && openReports > 0 ? ` (${openReports} open)` : ""}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/" className={css.navLink}>
                Back to App
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* Always in the page, so a message after a change made with JavaScript is announced too. */}
      <p role="status" className={css.notice}>
        {notice}
      </p>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error loading the admin area"
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
