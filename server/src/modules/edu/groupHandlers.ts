import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { normaliseStudentName } from "@orbis/core/edu";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { callerScope } from "./callerScope";
import { groupRepository } from "./groupRepository";
import { groupView, myGroupView } from "./views";

/**
 * Creating a group and listing the caller's groups: only for plans that may own groups. A student
 * reads their own group, whatever their plan: a student whose licence ran out still learns which
 * group they are in and when it ended, so they know whom to ask for a new one.
 */
export const registerGroupHandlers = (host: RouteHost, deps: Deps): void => {
  const groups = groupRepository(deps.db.kysely);
  const scope = callerScope(deps);

  registerRoute(host, routes.createEduGroup, async ({ body, principal }) => {
    const { userId } = await scope.groupOwner(asUser(principal).userId);
    const id = randomUUID();
    const now = deps.clock();
    // Stored as names are (NFC, trimmed), so a group typed on a Mac matches one typed on Windows.
    const name = normaliseStudentName(body.name);
    await groups.create({ id, ownerId: userId, name, now });
    return groupView({ id, owner_id: userId, name, created_at: now, user_count: 0 });
  });

  registerRoute(host, routes.listEduGroups, async ({ principal }) => {
    const { userId } = await scope.groupOwner(asUser(principal).userId);
    return (await groups.listOwned(userId)).map(groupView);
  });

  registerRoute(host, routes.getMyEduGroup, async ({ principal }) => {
    const student = await groups.findStudent(asUser(principal).userId);
    const group = student === undefined ? undefined : await groups.find(student.group_id);
    return student === undefined || group === undefined ? null : myGroupView(group, student);
  });
};
