import type { SharedSpace } from "@orbis/core/contract";
import { isSpaceUnread } from "@orbis/core/sharing";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { roleIn } from "./spaceAccess";
import { type ShareRow, spaceRepository } from "./spaceRepository";
import { sharedSpaceView } from "./views";

const millis = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/**
 * The spaces `ids` as `userId` sees them, in that order; ones they cannot see are left out.
 * The owner's item names all their codes sharing it and is never unread; anyone else's names
 * the codes they hold that share it, and is unread by core's isSpaceUnread when they hold one.
 * `sharedAt` is the first of those shares, or the tour's creation when there is none (an owner's
 * or a coworker's unshared tour).
 */
export const spaceItems = async (
  db: Kysely<Database>,
  ids: readonly string[],
  userId: string,
  publicUrl: string,
): Promise<SharedSpace[]> => {
  const repo = spaceRepository(db);
  const spaces = new Map((await repo.spaces(ids, userId)).map((s) => [s.id, s]));
  const shares = await repo.shares(ids, userId);
  const moments = new Map((await repo.readMoments(ids, userId)).map((m) => [m.tour_id, m]));
  return ids.flatMap((id) => {
    const space = spaces.get(id);
    const role = space === undefined ? null : roleIn(space, userId);
    if (space === undefined || role === null) return [];
    const mine = (share: ShareRow) =>
      share.tour_id === id && (role === "owner" ? share.code_owner_id === userId : share.held);
    const through = shares.filter(mine);
    const first = through[0];
    const moment = moments.get(id);
    const unread =
      role !== "owner" &&
      first !== undefined &&
      isSpaceUnread({
        readAt: millis(moment?.read_at ?? null),
        sharedAt: new Date(first.shared_at).getTime(),
        publishedAt: millis(moment?.published_at ?? null),
        othersCommentedAt: millis(moment?.others_commented_at ?? null),
      });
    const standing = {
      role,
      codeIds: through.map((s) => s.code_id),
      sharedAt: first?.shared_at ?? space.created_at,
      unread,
    };
    return [sharedSpaceView(space, standing, publicUrl)];
  });
};
