import * as css from "./admin.css";

export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** A role as a coloured pill: admin purple, any other role blue. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={role === "admin" ? css.roleBadge.admin : css.roleBadge.other}>{roleLabel(role)}</span>
  );
}
