/**
 * What someone is to a project: its owner, a coworker (`editor` edits and publishes tours,
 * `viewer` only looks), or someone a space was shared with (looks only).
 */
export type ProjectRole = "owner" | "editor" | "viewer" | "shared";

/** What a call wants to do with a project or its tours. `manage` is the owner's alone. */
export type ProjectAction = "view" | "edit" | "publish" | "manage";

const ALLOWED: Readonly<Record<ProjectRole, readonly ProjectAction[]>> = {
  owner: ["view", "edit", "publish", "manage"],
  editor: ["view", "edit", "publish"],
  viewer: ["view"],
  shared: ["view"],
};

/** True when `role` may do `action`. */
export const canDo = (role: ProjectRole, action: ProjectAction): boolean =>
  ALLOWED[role].includes(action);

/**
 * The answer to a call on a project (docs/architecture.md#rules-never-broken): 0 to go on; 404 when the caller has no
 * access at all, so another account's ids look like ids that do not exist; 403 when the caller
 * may see the project but not do this.
 */
export const accessVerdict = (
  role: ProjectRole | null,
  action: ProjectAction,
): 0 | 10403 | 10404 => {
  if (role === null) return 10404;
  return canDo(role, action) ? 0 : 10403;
};

/** The permission answer of `GET /tour/{id}/permission` for a role. */
export const tourPermissionOf = (
  role: ProjectRole,
): {
  role: "owner" | "coworker" | "shared";
  canView: boolean;
  canEdit: boolean;
  canPublish: boolean;
} => ({
  role: role === "owner" ? "owner" : role === "shared" ? "shared" : "coworker",
  canView: canDo(role, "view"),
  canEdit: canDo(role, "edit"),
  canPublish: canDo(role, "publish"),
});
