import { type EmbedItem, routes } from "@orbis/core/contract";
import type { Deps } from "../../../deps";
import { type RouteHost, registerRoute } from "../../../http/registerRoute";
import { sitePageRepository } from "./sitePageRepository";

/** Most tours the landing page shows. */
export const SHOWCASE_MAX = 12;

/**
 * The landing page's showcase (`/cdn/embed/{lang}.json`): the tours their owners featured that
 * are online now, most recently published first. Tours carry no language of their own, so every
 * language lists them all.
 */
export const registerShowcaseHandler = (host: RouteHost, deps: Deps): void => {
  const repo = sitePageRepository(deps.db.kysely);
  registerRoute(host, routes.getEmbedList, async (ctx): Promise<EmbedItem[]> => {
    // Not kept by browsers: an owner who un-features or unpublishes a tour expects it gone at
    // once, and the list is one small indexed query.
    ctx.reply.header("cache-control", "no-cache");
    const rows = await repo.showcase(SHOWCASE_MAX);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      thumbnailUrl: `/cdn/${r.thumbnailKey}`,
      embedUrl: `/t/${r.slug}`,
    }));
  });
};
