import type {} from "@fastify/helmet";
import { AppError } from "@orbis/core/errors";
import { toPannellumTour } from "@orbis/core/interop";
import type { FastifyReply } from "fastify";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { pageCsp } from "./htmlSafety";
import { pageAssets } from "./pageAssets";
import { renderMissingPage, renderTourPage } from "./pageHtml";
import { publishRepository } from "./publishRepository";
import { snapshotAsTour, snapshotReader } from "./snapshots";
import { utcDay } from "./statisticsHandlers";
import { viewRepository } from "./viewRepository";

// Slugs are matched here before any lookup: anything else is simply not a published tour.
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/*
 * Helmet's global headers suit the console, not a page meant to be framed by other sites:
 * these routes drop X-Frame-Options, set their own CSP (`frame-ancestors *`) and let other
 * origins load what they serve.
 */
const PUBLIC = {
  schema: { hide: true },
  helmet: {
    frameguard: false,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "cross-origin" },
  },
} as const;

/**
 * The visitor side of publishing, for anyone and without sign-in: `GET /t/{slug}` (the page,
 * counted as a view), `GET /t/{slug}/tour.json` (the snapshot, CORS open) and `/t/_assets/…`.
 */
export const registerPublicPage = (host: RouteHost, deps: Deps): void => {
  const repo = publishRepository(deps.db.kysely);
  const read = snapshotReader(deps.files);

  const servedSnapshot = async (slug: string) => {
    if (!SLUG.test(slug)) return null;
    const served = await repo.served(slug);
    return served === undefined ? null : read(served.snapshotKey);
  };

  const html = (reply: FastifyReply, status: number, body: string, withGa: boolean) =>
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      // Views are counted per request: no shared cache may answer for this server.
      .header("cache-control", "no-cache")
      .header("content-security-policy", pageCsp(withGa))
      .send(body);

  host.app.get("/t/_assets/:file", PUBLIC, async (request, reply) => {
    const { files } = await pageAssets();
    const file = files.get((request.params as { file: string }).file);
    if (file === undefined) throw new AppError(10404);
    // Links carry a hash of the files (`?v=`), so a new build is fetched anew.
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(file.body);
  });

  host.app.get("/t/:slug", PUBLIC, async (request, reply) => {
    const { version } = await pageAssets();
    const snapshot = await servedSnapshot((request.params as { slug: string }).slug);
    if (snapshot === null) return html(reply, 404, renderMissingPage(version), false);
    if (request.method === "GET")
      await viewRepository(deps.db.kysely).add(snapshot.tourId, utcDay(deps.clock()));
    const pannellum = toPannellumTour(snapshotAsTour(snapshot), {
      sceneTilesBase: (id) => snapshot.scenes.find((s) => s.id === id)?.tiles.baseUrl ?? "",
    });
    const body = renderTourPage(snapshot, {
      publicUrl: deps.config.publicUrl,
      assetsVersion: version,
      pannellum,
    });
    return html(reply, 200, body, snapshot.settings.ga !== null);
  });

  host.app.get("/t/:slug/tour.json", PUBLIC, async (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    const snapshot = await servedSnapshot((request.params as { slug: string }).slug);
    if (snapshot === null) throw new AppError(10404);
    // Briefly: a republished tour moves its slug to the new version.
    return reply
      .header("cache-control", "public, max-age=60")
      .header("content-type", "application/json; charset=utf-8")
      .send(JSON.stringify(snapshot));
  });
};
