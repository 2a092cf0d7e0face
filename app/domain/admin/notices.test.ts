import { describe, expect, it } from "vitest";
import { adminNoticeHref, adminNoticeText } from "./notices";

const textOf = (href: string) => adminNoticeText(new URL(href, "http://localhost").searchParams);

describe("admin notices", () => {
  it("round-trips a kind and a name through the list's address", () => {
    const href = adminNoticeHref("/admin/users", "user-created", "Ann & Bob?");
    expect(href).toBe("/admin/users?notice=user-created&name=Ann+%26+Bob%3F");
    expect(textOf(href)).toBe("Created the user “Ann & Bob?”.");
    expect(textOf(adminNoticeHref("/admin/features", "feature-deleted", "Beta"))).toBe(
      "Deleted the feature flag “Beta”.",
    );
  });

  it("shows nothing for an unknown kind, an inherited property or a missing name", () => {
    expect(textOf("/admin/users?notice=hacked&name=x")).toBeNull();
    expect(textOf("/admin/users?notice=toString&name=x")).toBeNull();
    expect(textOf("/admin/users?notice=user-created")).toBeNull();
    expect(textOf("/admin/users")).toBeNull();
  });

  it("cuts a long name", () => {
    const text = textOf(`/admin/users?notice=user-updated&name=${"a".repeat(500)}`);
    expect(text).toBe(`Saved your changes to the user “${"a".repeat(200)}”.`);
  });
});
