import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { EMBED_ASSETS_PATH, loadEmbedAssets } from "./embedAssets";
import { embedHtml, missingHtml } from "./embedPage";
import { hostingImageRepository } from "./imageRepository";
import { imageView } from "./imageViews";

/*
 * `/i/{imageId}` is made to be framed by any site, unlike the rest of Orbis (helmet's global
 * headers forbid framing): no X-Frame-Options, `frame-ancestors *`, and a resource policy that
 * lets a cross-origin-isolated page embed it. Its own CSP allows only Orbis' scripts, styles,
 * images and requests (Pannellum fetches the panorama, then shows it from a blob: URL).
 */
const EMBED_HELMET: Omit<FastifyHelmetOptions, "global"> = {
  frameguard: false,
  crossOriginResourcePolicy: { policy: "cross-origin" },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'none'"],
      "script-src": ["'self'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
      "frame-ancestors": ["*"],
    },
  },
};

/** A page is small and read per view; a short lifetime lets a deletion show within a minute. */
const PAGE_CACHE = "public, max-age=60";
const ASSET_CACHE = "public, max-age=31536000, immutable";

/** Registers the public embed page of hosted images and its files. */
export const registerEmbedRoutes = async (host: RouteHost, deps: Deps): Promise<void> => {
  const assets = await loadEmbedAssets();
  const repo = hostingImageRepository(deps.db.kysely);

  host.app.get(`${EMBED_ASSETS_PATH}/:name`, { schema: { hide: true } }, async (request, reply) => {
    const file = assets.get((request.params as { name: string }).name);
    if (file === undefined) return reply.code(404).type("text/plain").send("Not found");
    return reply.type(file.contentType).header("cache-control", ASSET_CACHE).send(file.body);
  });

  host.app.get(
    "/i/:imageId",
    { schema: { hide: true }, helmet: EMBED_HELMET },
    async (request, reply) => {
      const row = await repo.findById((request.params as { imageId: string }).imageId);
      reply.type("text/html; charset=utf-8").header("cache-control", PAGE_CACHE);
      if (row === undefined) return reply.code(404).send(missingHtml(assets));
      return reply.send(embedHtml(assets, imageView(row), deps.config.publicUrl));
    },
  );
};
