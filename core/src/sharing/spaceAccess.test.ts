import { describe, expect, it } from "vitest";
import {
  commentChangeVerdict,
  type SpaceAction,
  type SpaceRole,
  spaceVerdict,
} from "./spaceAccess";

const ACTIONS: readonly SpaceAction[] = ["read", "comment", "share", "moderate"];

describe("space access", () => {
  it.each<[SpaceRole | null, readonly (0 | 10403 | 130003)[]]>([
    ["owner", [0, 0, 0, 0]],
    ["coworker", [0, 0, 10403, 10403]],
    ["holder", [0, 0, 10403, 10403]],
    [null, [130003, 130003, 130003, 130003]],
  ])("%s may %j read, comment, share, moderate", (role, verdicts) => {
    expect(ACTIONS.map((action) => spaceVerdict(role, action))).toEqual(verdicts);
  });

  it("lets authors change their comments and owners delete anyone's", () => {
    expect(commentChangeVerdict("edit", true, "holder")).toBe(0);
    expect(commentChangeVerdict("delete", true, "holder")).toBe(0);
    expect(commentChangeVerdict("delete", false, "owner")).toBe(0);
    expect(commentChangeVerdict("edit", false, "owner")).toBe(130005);
    expect(commentChangeVerdict("delete", false, "coworker")).toBe(130005);
    expect(commentChangeVerdict("delete", false, "holder")).toBe(130005);
  });
});
