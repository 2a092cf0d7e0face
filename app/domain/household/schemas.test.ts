import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import {
  AVATAR_PIXELS_ERROR,
  AVATAR_TYPE_ERROR,
  ConfirmSchema,
  InviteSchema,
  MemberSchema,
  MembersCanEditSchema,
  RemoveUserSchema,
  RevokeInviteSchema,
} from "./schemas";

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
/** The first 33 bytes of a PNG whose header claims 30,000 × 30,000 pixels. */
const HUGE_PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x75, 0x30, 0, 0,
  0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0,
]).toString("base64");

const avatarErrors = (avatar: string) => {
  const result = MemberSchema.safeParse({ name: "Kid", age: 4, avatar });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

test("an avatar data URL is judged by its bytes: type and the pixel size in its header", () => {
  expect(avatarErrors(`data:image/png;base64,${ONE_PIXEL_PNG}`)).toEqual([]);
  expect(avatarErrors(`data:image/png;base64,${HUGE_PNG}`)).toEqual([AVATAR_PIXELS_ERROR]);
  // Labelled PNG, but the bytes are text.
  expect(avatarErrors(`data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}`)).toEqual([
    AVATAR_TYPE_ERROR,
  ]);
  // Not a data URL at all: one message, not two.
  expect(avatarErrors("https://example.com/a.png")).toEqual([AVATAR_TYPE_ERROR]);
  expect(MemberSchema.parse({ name: "Kid", age: 4, avatar: "" }).avatar).toBeUndefined();
});

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

test("the family pages' small forms: a ticked box, a role, a listed id, a confirmation", () => {
  const canEdit = (fields: Record<string, string>) =>
    parseWithZod(formOf(fields), { schema: MembersCanEditSchema });
  const ticked = canEdit({ members_can_edit: "on" });
  expect(ticked.status === "success" ? ticked.value : null).toEqual({ members_can_edit: true });
  // An unticked box sends nothing.
  const unticked = canEdit({});
  expect(unticked.status === "success" ? unticked.value : null).toEqual({ members_can_edit: false });
  expect(canEdit({ members_can_edit: "maybe" }).status).toBe("error");

  const role = (fields: Record<string, string>) => parseWithZod(formOf(fields), { schema: InviteSchema });
  const admin = role({ role: "admin" });
  expect(admin.status === "success" ? admin.value.role : null).toBe("admin");
  const none = role({});
  expect(none.status === "success" ? none.value.role : null).toBe("member");
  expect(role({ role: "owner" }).status).toBe("error");

  const revoke = parseWithZod(formOf({ invite_id: "12" }), { schema: RevokeInviteSchema });
  expect(revoke.status === "success" ? revoke.value.invite_id : null).toBe(12);
  for (const bad of ["0", "-1", "1.5", "abc", "9".repeat(16)]) {
    const refused = parseWithZod(formOf({ user_id: bad }), { schema: RemoveUserSchema });
    expect(refused.status === "error" ? refused.error : null, bad).toEqual({
      user_id: ["That account is not in your family."],
    });
  }
  expect(parseWithZod(formOf({ _csrf: "x" }), { schema: ConfirmSchema }).status).toBe("success");
});
