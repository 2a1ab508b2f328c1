import { randomUUID } from "node:crypto";
import type { RouteDef } from "@orbis/core/contract";
import type { WorldIds } from "./world";

/** Whose thing a field names in the world. */
export type Owner = "creator" | "instructor";

/** A field that names a world thing: which id (or a fresh one), and whose it is. */
export interface Target {
  readonly id: keyof WorldIds | "fresh";
  readonly owner: Owner;
}

const creator = (id: Target["id"]): Target => ({ id, owner: "creator" });
const instructor = (id: Target["id"]): Target => ({ id, owner: "instructor" });

const ADMIN_RECORDS: Readonly<Record<string, keyof WorldIds>> = {
  groups: "groupId",
  students: "studentId",
  licences: "licenceId",
  instructors: "instructorId",
  submissions: "submissionId",
  audit: "auditId",
};

/** What an `{id}` names: a project, a tour (or its site), or an admin API record. */
const idTarget = (route: Pick<RouteDef, "path" | "service">): Target | null => {
  const { path } = route;
  if (route.service === "adminApi") {
    const record = ADMIN_RECORDS[path.split("/")[1] ?? ""];
    return record === undefined ? null : instructor(record);
  }
  if (path.startsWith("/projects/"))
    return creator(path.includes("/images") ? "hostingProjectId" : "projectId");
  if (/^\/(tours?|site)\//.test(path)) return creator("tourId");
  // `/public/verification/{id}` is a capability (the id is the secret), and art packages are
  // the catalogue's: neither belongs to anyone.
  return null;
};

const BY_NAME: Readonly<Record<string, Target>> = {
  imageId: creator("imageId"),
  version: creator("version"),
  proj: creator("projectId"),
  projectId: creator("projectId"),
  merchantUid: creator("merchantUid"),
  paymentsMethodsId: creator("paymentsMethodsId"),
  codeId: creator("codeId"),
  codeIds: creator("codeId"),
  commentId: creator("commentId"),
  tourId: creator("tourId"),
  groupId: instructor("groupId"),
  userIds: instructor("studentId"),
  // Nobody keeps these here: the tour they hang on decides who may call.
  geometryId: creator("fresh"),
  markerId: creator("fresh"),
  modelId: creator("fresh"),
  sceneId: creator("fresh"),
};

/**
 * What a path parameter, query field or body field of a route names in the world, or null when
 * it names no one's thing (a provider, a language, an app, a capability token).
 */
export const targetOf = (
  route: Pick<RouteDef, "path" | "service">,
  field: string,
): Target | null => {
  if (field === "id") return idTarget(route);
  if (field === "userId")
    return route.path.startsWith("/edu/") ? instructor("studentId") : creator("viewerId");
  if (field === "spaceId")
    return route.path.startsWith("/edu/") ? instructor("lectureSpaceId") : creator("tourId");
  return BY_NAME[field] ?? null;
};

/** The value a target stands for in a world. */
export const idValueOf = (target: Target, ids: WorldIds): string =>
  target.id === "fresh" ? randomUUID() : ids[target.id];
