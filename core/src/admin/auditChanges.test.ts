import { describe, expect, it } from "vitest";
import { auditChanges } from "./auditChanges";

describe("auditChanges", () => {
  it("keeps a created record without its password", () => {
    expect(
      auditChanges("create", null, { id: "s1", userAlias: "Kim", password: "secret12" }),
    ).toEqual({
      id: "s1",
      userAlias: "Kim",
    });
  });

  it("keeps a deleted record", () => {
    expect(auditChanges("delete", { id: "g1", name: "3-2" }, null)).toEqual({
      id: "g1",
      name: "3-2",
    });
  });

  it("keeps only the fields an update really changed, from and to", () => {
    expect(
      auditChanges(
        "update",
        { name: "Kim", phone: null, organization: "School" },
        { name: "Kim", phone: "010-1234-5678", organization: "School", newPassword: "x" },
      ),
    ).toEqual({ phone: { from: null, to: "010-1234-5678" } });
  });
});
