import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireSpace } from "./spaceAccess";
import { spaceItems } from "./spaceItems";
import { spaceRepository } from "./spaceRepository";

/** The shared space list, its unread count, one space, and clearing a space's alert. */
export const registerSharedSpaceHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const spaces = spaceRepository(db);
  const publicUrl = deps.config.publicUrl;

  registerRoute(host, routes.listSharedSpaces, async ({ query, principal }) => {
    const { userId } = asUser(principal);
    const page = await spaces.heldPage(userId, query);
    return { list: await spaceItems(db, page.ids, userId, publicUrl), total: page.total };
  });

  registerRoute(host, routes.countUnreadSpaces, async ({ principal }) => {
    const { userId } = asUser(principal);
    const items = await spaceItems(db, await spaces.heldSpaceIds(userId), userId, publicUrl);
    return { count: items.filter((item) => item.unread).length };
  });

  registerRoute(host, routes.getSpace, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    await requireSpace(db, params.spaceId, userId, "read");
    const [item] = await spaceItems(db, [params.spaceId], userId, publicUrl);
    // Gone between the check and the read (deleted or unshared meanwhile).
    if (item === undefined) throw new AppError(ErrorCode.spaceNotFound);
    return item;
  });

  registerRoute(host, routes.clearSpaceUnread, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    await requireSpace(db, params.spaceId, userId, "read");
    await spaces.markRead(params.spaceId, userId, deps.clock());
    return null;
  });
};
