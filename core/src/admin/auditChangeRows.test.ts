import { describe, expect, it } from "vitest";
import { auditChangeRows, auditValueText } from "./auditChangeRows";
import { auditChanges } from "./auditChanges";

describe("auditChangeRows", () => {
  it("reads an update as field: from → to", () => {
    const changes = auditChanges(
      "update",
      { status: "in_review", reviewComment: null },
      { status: "rejected", reviewComment: "Add the outer planets" },
    );
    expect(auditChangeRows("update", changes)).toEqual([
      { field: "status", from: "in_review", to: "rejected" },
      { field: "reviewComment", from: "—", to: "Add the outer planets" },
    ]);
  });

  it("reads a create as the new values and a delete as the old ones, without the id", () => {
    expect(auditChangeRows("create", { id: "s1", userAlias: "김민지", groupId: "g1" })).toEqual([
      { field: "userAlias", to: "김민지" },
      { field: "groupId", to: "g1" },
    ]);
    expect(auditChangeRows("delete", { id: "g1", name: "3-2", userCount: 0 })).toEqual([
      { field: "name", from: "3-2" },
      { field: "userCount", from: "0" },
    ]);
  });

  it("shows an update value not in the from/to shape as its new value", () => {
    expect(auditChangeRows("update", { note: "x" })).toEqual([{ field: "note", to: "x" }]);
  });
});

describe("auditValueText", () => {
  it("writes null as a dash, strings as they are, the rest as JSON", () => {
    expect(auditValueText(null)).toBe("—");
    expect(auditValueText("Kim")).toBe("Kim");
    expect(auditValueText(3)).toBe("3");
    expect(auditValueText(false)).toBe("false");
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
