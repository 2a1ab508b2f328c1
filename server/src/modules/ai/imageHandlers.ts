import { randomUUID } from "node:crypto";
import {
  AI_CREDITS_PER_IMAGE,
  AI_STYLES,
  aiUsagePeriod,
  findAiStyle,
  isInProgress,
} from "@orbis/core/ai";
import { type AiImageStatus, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { checkQuota } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { aiMonthlyLimit } from "./aiAllowance";
import { aiImageRepository, type NewAiImage } from "./aiImageRepository";
import { aiImageView } from "./aiImageView";
import { enqueueGenerations, moveAiImage, type RunningGenerations } from "./generationJob";

const unknownStyle = (style: string) =>
  new AppError(ErrorCode.badRequest, {
    message: `body.style: there is no style "${style}"; the styles are ${AI_STYLES.map((s) => s.id).join(", ")}`,
  });

/**
 * The AI image calls of an education plan: ask for images, list them (all, in progress, complete
 * of some ids) and delete them. Every call first checks the plan gives AI images (70008).
 */
export const registerImageHandlers = (
  host: RouteHost,
  deps: Deps,
  running: RunningGenerations,
): void => {
  const db = deps.db.kysely;

  registerRoute(
    host,
    routes.createAiImage,
    async ({ body, principal }) => {
      const userId = asUser(principal).userId;
      const limit = await aiMonthlyLimit(deps, userId);
      const style = findAiStyle(body.style);
      if (style === undefined) throw unknownStyle(body.style);
      const now = deps.clock();
      const images: NewAiImage[] = Array.from({ length: body.count }, (_, variation) => ({
        id: randomUUID(),
        userId,
        style: style.id,
        prompt: body.prompt.trim(),
        variation,
        usage: AI_CREDITS_PER_IMAGE,
        width: deps.config.aiImages.panoramaWidth,
        createdAt: now,
      }));
      const { jobs, rows } = await db.transaction().execute(async (trx) => {
        const repo = aiImageRepository(trx);
        await repo.lockCredits(userId);
        const used = await repo.usageSince(userId, aiUsagePeriod(now).start);
        const refusal = checkQuota(
          "aiImagesPerMonth",
          limit,
          used,
          body.count * AI_CREDITS_PER_IMAGE,
        );
        if (refusal !== null) throw new AppError(refusal);
        await repo.insert(images);
        const ids = images.map((i) => i.id);
        return {
          jobs: await enqueueGenerations(deps, ids, trx),
          rows: await repo.ownedOf(userId, ids),
        };
      });
      // Read before the jobs are handed over: the answer shows the images as asked for, pending.
      await deps.jobs.dispatch(jobs);
      const order = new Map(images.map((image, i) => [image.id, i]));
      return {
        list: rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(aiImageView),
      };
    },
    { rateLimitPerMinute: 30 },
  );

  registerRoute(host, routes.listAiImages, async ({ query, principal }) => {
    const userId = asUser(principal).userId;
    await aiMonthlyLimit(deps, userId);
    const { rows, total } = await aiImageRepository(db).page(
      userId,
      {
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(query.style === undefined ? {} : { style: query.style }),
      },
      { pageNo: query.pageNo, pageSize: query.pageSize },
    );
    return { list: rows.map(aiImageView), total };
  });

  registerRoute(host, routes.listWorkingAiImages, async ({ principal }) => {
    const userId = asUser(principal).userId;
    await aiMonthlyLimit(deps, userId);
    return { list: (await aiImageRepository(db).working(userId)).map(aiImageView) };
  });

  registerRoute(host, routes.listAiImagesByIds, async ({ query, principal }) => {
    const userId = asUser(principal).userId;
    await aiMonthlyLimit(deps, userId);
    const rows = await aiImageRepository(db).ownedOf(userId, query.ids);
    return { list: rows.filter((r) => r.status === "complete").map(aiImageView) };
  });

  registerRoute(host, routes.deleteAiImages, async ({ body, principal }) => {
    const userId = asUser(principal).userId;
    await aiMonthlyLimit(deps, userId);
    const ids = [...new Set(body.ids)];
    const rows = await aiImageRepository(db).ownedOf(userId, ids);
    // Another user's image, or one already deleted, is a refusal naming it: nothing is deleted.
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError(ErrorCode.notFound, {
        message: `body.ids: no AI image ${missing.map((id) => `"${id}"`).join(", ")}`,
      });
    const keys = await db.transaction().execute(async (trx) => {
      for (const row of rows)
        if (isInProgress(row.status as AiImageStatus)) await moveAiImage(trx, row.id, "abort");
      return aiImageRepository(trx).markDeleted(ids, deps.clock());
    });
    for (const id of ids) running.get(id)?.abort(new Error("deleted by its owner"));
    for (const key of keys) await deps.files.remove(key);
    return null;
  });
};
