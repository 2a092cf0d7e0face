import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { AdminTable } from "./admin-table";

test("an admin list names its columns, ends with the row actions and keeps its caption", () => {
  const html = renderToStaticMarkup(
    createElement(AdminTable, {
      caption: "All users of this site",
      columns: ["Name", "Email", "Role"],
      // biome-ignore lint/correctness/noChildrenProp: createElement without JSX in a .ts test
      children: createElement("tr", null, createElement("td", null, "Ann")),
    }),
  );
  expect(html).toContain("All users of this site</caption>");
  const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
  expect(headings).toEqual(["Name", "Email", "Role", "Actions"]);
  expect(html).toContain("<tbody><tr><td>Ann</td></tr></tbody>");
});
