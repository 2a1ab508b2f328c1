import type {} from "@fastify/helmet";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { sendText } from "../../http/sendText";
import { snapshotReader } from "../versions";
import { assetStream, findAsset } from "./assetFiles";
import { pageCsp } from "./htmlSafety";
import { liveSnapshot } from "./liveSite";
import { renderMissingPage, renderTourPage } from "./pageHtml";
import { publishRepository } from "./publishRepository";
import { sitePageRepository } from "./sitePages/sitePageRepository";
import type { VisitStatistics } from "./statistics/visitStatistics";
import { pageBundle } from "./viewerBundle";

// Slugs are matched here before any lookup: anything else is simply not a published tour.
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/*
 * Helmet's global headers suit the console, not a page meant to be framed by other sites:
 * these routes drop X-Frame-Options, set their own CSP (`frame-ancestors *`) and let other
 * origins load what they serve.
 */
export const TOUR_PAGE_ROUTE = {
  schema: { hide: true },
  helmet: {
    frameguard: false,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  },
} as const;

/**
 * The visitor side of publishing, for anyone and without sign-in: `GET /t/{slug}` (the page,
 * counted as a view, see statistics/visitStatistics.ts), `GET /t/{slug}/tour.json` (the snapshot, CORS open) and `/t/_assets/…`
 * (the viewer's page build, see viewerBundle.ts).
 */
export const registerPublicPage = (
  host: RouteHost,
  deps: Deps,
  statistics: VisitStatistics,
): void => {
  const repo = publishRepository(deps.db.kysely);
  const read = snapshotReader(deps.files);
  const sitePages = sitePageRepository(deps.db.kysely);

  const live = liveSnapshot(deps);
  const servedSnapshot = async (slug: string) => {
    if (!SLUG.test(slug)) return null;
    const served = await repo.served(slug);
    const snapshot = served === undefined ? null : await read(served.snapshotKey);
    return snapshot === null ? null : live(snapshot);
  };

  const html = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: string,
    withGa: boolean,
  ) => {
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      // Views are counted per request: every cache revalidates with this server (a current copy
      // costs a 304, and still counts).
      .header("cache-control", "no-cache")
      .header("content-security-policy", pageCsp(withGa));
    return status === 200 ? sendText(request, reply, body) : reply.send(body);
  };

  host.app.get("/t/_assets/*", TOUR_PAGE_ROUTE, async (request, reply) => {
    const bundle = await pageBundle();
    const relative = (request.params as { "*": string })["*"];
    const asset =
      bundle === null
        ? null
        : await findAsset(bundle.dir, relative, String(request.headers["accept-encoding"] ?? ""));
    if (asset === null) throw new AppError(ErrorCode.notFound);
    if (asset.encoding !== null) reply.header("content-encoding", asset.encoding);
    return reply
      .header("content-type", asset.contentType)
      .header("content-length", asset.bytes)
      .header("vary", "accept-encoding")
      .header("cache-control", asset.cacheControl)
      .header("access-control-allow-origin", "*")
      .send(assetStream(asset));
  });

  host.app.get("/t/:slug", TOUR_PAGE_ROUTE, async (request, reply) => {
    const snapshot = await servedSnapshot((request.params as { slug: string }).slug);
    if (snapshot === null) return html(request, reply, 404, renderMissingPage(), false);
    const bundle = await pageBundle();
    // The site page is the tour's current one: saving it changes the page without republishing.
    const sitePage = await sitePages.body(snapshot.tourId);
    const body = renderTourPage(snapshot, { publicUrl: deps.config.publicUrl, bundle, sitePage });
    // Without the viewer's build the page cannot show the tour: not a view, and not a success.
    if (bundle === null) return html(request, reply, 503, body, false);
    // Counted off the request path: the view is held in memory and written in a batch.
    if (request.method === "GET") statistics.recordVisit(snapshot.tourId, request);
    return html(request, reply, 200, body, snapshot.settings.ga !== null);
  });

  host.app.get("/t/:slug/tour.json", TOUR_PAGE_ROUTE, async (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    const snapshot = await servedSnapshot((request.params as { slug: string }).slug);
    if (snapshot === null) throw new AppError(ErrorCode.notFound);
    // Briefly: a republished tour moves its slug to the new version.
    reply
      .header("cache-control", "public, max-age=60")
      .header("content-type", "application/json; charset=utf-8");
    return sendText(request, reply, JSON.stringify(snapshot));
  });
};
