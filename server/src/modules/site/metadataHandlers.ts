import { routes, routeUrlPath } from "@orbis/core/contract";
import { etagMatches } from "@orbis/core/format";
import type { RouteHost } from "../../http/registerRoute";
import { registerRoute } from "../../http/registerRoute";
import { SITE_METADATA_ETAG, siteMetadata } from "./metadata";

const METADATA_PATH = routeUrlPath(routes.getSiteMetadata);

/**
 * `GET /metadata.json`: read once per page load by the console, so browsers keep it five
 * minutes and then revalidate it with its ETag (a 304 costs no body).
 */
export const registerMetadataHandlers = (host: RouteHost): void => {
  registerRoute(host, routes.getSiteMetadata, async ({ reply }) => {
    reply.header("cache-control", "public, max-age=300").header("etag", SITE_METADATA_ETAG);
    return siteMetadata;
  });

  // After serialisation: the contract's route answers the metadata, a current copy turns it into
  // an empty 304 here.
  host.app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.url !== METADATA_PATH || reply.statusCode !== 200) return payload;
    if (!etagMatches(request.headers["if-none-match"], SITE_METADATA_ETAG)) return payload;
    reply.status(304);
    return null;
  });
};
