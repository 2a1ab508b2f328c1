import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { COMMENT_RATE_WINDOW_MS, commentChangeVerdict, commentWaitMs } from "@orbis/core/sharing";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountLockRepository } from "./accountLockRepository";
import { commentRepository } from "./commentRepository";
import { waitRefusal } from "./retryAfter";
import { requireSpace } from "./spaceAccess";
import { commentView } from "./views";

/**
 * Comments on a space: anyone who may read it lists and writes them; the author edits and
 * deletes theirs, and the space's owner may delete any. Content is stored as sent: it is text,
 * and clients show it as text.
 */
export const registerCommentHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const comments = commentRepository(db);

  /** A comment of this space the caller may change; one on another space is as missing. */
  const changeable = async (
    spaceId: string,
    commentId: string,
    userId: string,
    change: "edit" | "delete",
  ) => {
    const { role } = await requireSpace(db, spaceId, userId, "read");
    const comment = await comments.find(commentId);
    if (comment === undefined || comment.tour_id !== spaceId)
      throw new AppError(ErrorCode.commentNotFound);
    const verdict = commentChangeVerdict(change, comment.author.id === userId, role);
    if (verdict !== 0) throw new AppError(verdict);
    return comment;
  };

  registerRoute(host, routes.listSpaceComments, async ({ params, query, principal }) => {
    const { userId } = asUser(principal);
    await requireSpace(db, params.spaceId, userId, "read");
    const page = await comments.page(params.spaceId, {
      until: query.until === undefined ? null : new Date(query.until),
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: page.rows.map((row) => commentView(row, userId)), total: page.total };
  });

  registerRoute(host, routes.createSpaceComment, async ({ params, body, principal, reply }) => {
    const { userId } = asUser(principal);
    await requireSpace(db, params.spaceId, userId, "comment");
    const id = randomUUID();
    const waitMs = await db.transaction().execute(async (trx) => {
      const repo = commentRepository(trx);
      // One account's posts are counted one at a time, so a burst cannot slip past the rate.
      await accountLockRepository(trx).lock(userId);
      const now = deps.clock();
      const recent = await repo.postedSince(
        userId,
        new Date(now.getTime() - COMMENT_RATE_WINDOW_MS),
      );
      const wait = commentWaitMs(
        recent.map((at) => new Date(at).getTime()),
        now.getTime(),
      );
      if (wait > 0) return wait;
      await repo.insert({
        id,
        tourId: params.spaceId,
        authorId: userId,
        content: body.content,
        now,
      });
      return 0;
    });
    if (waitMs > 0) throw waitRefusal(reply, ErrorCode.commentTooFast, waitMs);
    const created = await comments.find(id);
    if (created === undefined) throw new AppError(ErrorCode.commentNotFound);
    return commentView(created, userId);
  });

  registerRoute(host, routes.updateSpaceComment, async ({ params, body, principal }) => {
    const { userId } = asUser(principal);
    const comment = await changeable(params.spaceId, params.commentId, userId, "edit");
    await comments.update(comment.id, body.content, deps.clock());
    const edited = await comments.find(comment.id);
    if (edited === undefined) throw new AppError(ErrorCode.commentNotFound);
    return commentView(edited, userId);
  });

  registerRoute(host, routes.deleteSpaceComment, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    const comment = await changeable(params.spaceId, params.commentId, userId, "delete");
    await comments.delete(comment.id);
    return null;
  });
};
