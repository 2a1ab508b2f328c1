import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { shareCodeRepository } from "./shareCodeRepository";
import { requireSpace } from "./spaceAccess";
import { spaceRepository } from "./spaceRepository";

/** Which codes show a space: its owner reads, adds and removes them. */
export const registerSpaceShareHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  const stateOf = async (spaceId: string, ownerId: string) => ({
    spaceId,
    codeIds: await spaceRepository(db).sharingCodeIds(spaceId, ownerId),
  });

  /**
   * Runs `change` with the codes locked, once every one of them is the owner's: one that is not
   * refuses the whole call (130001, as if it did not exist) and nothing is written.
   */
  const withOwnCodes = (
    ownerId: string,
    codeIds: readonly string[],
    change: (trx: typeof db, codeIds: string[]) => Promise<void>,
  ) =>
    db.transaction().execute(async (trx) => {
      const wanted = [...new Set(codeIds)];
      const owned = await shareCodeRepository(trx).ownedAmong(wanted, ownerId);
      if (owned.length !== wanted.length) throw new AppError(ErrorCode.shareCodeNotFound);
      await change(trx, wanted);
    });

  registerRoute(host, routes.getSpaceShare, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    await requireSpace(db, params.spaceId, userId, "share");
    return stateOf(params.spaceId, userId);
  });

  registerRoute(host, routes.shareSpace, async ({ params, body, principal }) => {
    const { userId } = asUser(principal);
    const { space } = await requireSpace(db, params.spaceId, userId, "share");
    await withOwnCodes(userId, body.codeIds, async (trx, codeIds) => {
      // Holders play the published tour, never the draft: there must be one.
      if (space.published_version === null) throw new AppError(ErrorCode.spaceNotPublished);
      await spaceRepository(trx).share(space.id, codeIds, deps.clock());
    });
    return stateOf(space.id, userId);
  });

  registerRoute(host, routes.unshareSpace, async ({ params, body, principal }) => {
    const { userId } = asUser(principal);
    const { space } = await requireSpace(db, params.spaceId, userId, "share");
    await withOwnCodes(userId, body.codeIds, (trx, codeIds) =>
      spaceRepository(trx).unshare(space.id, codeIds),
    );
    return stateOf(space.id, userId);
  });
};
