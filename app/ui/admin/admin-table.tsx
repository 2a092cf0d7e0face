// The admin lists (users, feature flags): a captioned table whose last column holds each row's Edit and
// Delete. Edit and delete are child pages, so both are plain links that work without JavaScript.
import type { ReactNode } from "react";
import { AppLink } from "~/ui/kit/app-link";
import * as css from "./admin.css";

export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.muted}>{caption}</caption>
        <thead>
          <tr>
            {[...columns, "Actions"].map((column) => (
              <th key={column} scope="col" className={css.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A row's Edit and Delete, named after the row for screen readers. When the row may not be deleted
 * (an admin's own account), Delete is a disabled button that says why.
 */
export function RowActions({
  name,
  editTo,
  deleteTo,
  deleteRefused,
}: {
  name: string;
  editTo: string;
  deleteTo: string;
  deleteRefused?: string;
}) {
  return (
    <td className={css.td}>
      <div className={css.actions}>
        <AppLink to={editTo} className={css.secondaryButton} aria-label={`Edit ${name}`}>
          Edit
        </AppLink>
        {deleteRefused ? (
          <button
            type="button"
            className={css.dangerButton}
            disabled
            aria-label={`Delete ${name}`}
            title={deleteRefused}
          >
            Delete
          </button>
        ) : (
          <AppLink to={deleteTo} className={css.dangerButton} aria-label={`Delete ${name}`}>
            Delete
          </AppLink>
        )}
      </div>
    </td>
  );
}
