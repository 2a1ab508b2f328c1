import { describe, expect, it } from "vitest";
import {
  accessVerdict,
  canDo,
  type ProjectAction,
  type ProjectRole,
  tourPermissionOf,
} from "./permissions";

const roles: ProjectRole[] = ["owner", "editor", "viewer", "shared"];
const actions: ProjectAction[] = ["view", "edit", "publish", "manage"];

describe("canDo", () => {
  const table: Record<ProjectRole, boolean[]> = {
    owner: [true, true, true, true],
    editor: [true, true, true, false],
    viewer: [true, false, false, false],
    shared: [true, false, false, false],
  };
  it.each(
    roles.flatMap((role) => actions.map((action, i) => [role, action, table[role][i]] as const)),
  )("%s may %s: %s", (role, action, expected) => {
    expect(canDo(role, action)).toBe(expected);
  });
});

describe("accessVerdict", () => {
  it.each<[ProjectRole | null, ProjectAction, number]>([
    [null, "view", 10404],
    [null, "manage", 10404],
    ["viewer", "view", 0],
    ["viewer", "edit", 10403],
    ["editor", "publish", 0],
    ["editor", "manage", 10403],
    ["owner", "manage", 0],
  ])("%s doing %s → %i", (role, action, expected) => {
    expect(accessVerdict(role, action)).toBe(expected);
  });
});

describe("tourPermissionOf", () => {
  it.each<[ProjectRole, ReturnType<typeof tourPermissionOf>]>([
    ["owner", { role: "owner", canView: true, canEdit: true, canPublish: true }],
    ["editor", { role: "coworker", canView: true, canEdit: true, canPublish: true }],
    ["viewer", { role: "coworker", canView: true, canEdit: false, canPublish: false }],
    ["shared", { role: "shared", canView: true, canEdit: false, canPublish: false }],
  ])("%s", (role, expected) => {
    expect(tourPermissionOf(role)).toEqual(expected);
  });
});
