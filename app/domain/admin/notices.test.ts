import { describe, expect, it } from "vitest";
import { ADMIN_NOTICES } from "./notices";

describe("admin notices", () => {
  it("names the user or the flag that was changed", () => {
    expect(ADMIN_NOTICES.userCreated("Ann & Bob?")).toBe("Created the user “Ann & Bob?”.");
    expect(ADMIN_NOTICES.userUpdated("Ann")).toBe("Saved your changes to the user “Ann”.");
    expect(ADMIN_NOTICES.userDeleted("Ann")).toBe("Deleted the user “Ann”.");
    expect(ADMIN_NOTICES.featureCreated("Beta")).toBe("Created the feature flag “Beta”.");
    expect(ADMIN_NOTICES.featureUpdated("Beta")).toBe("Saved your changes to the feature flag “Beta”.");
    expect(ADMIN_NOTICES.featureDeleted("Beta")).toBe("Deleted the feature flag “Beta”.");
  });
});
