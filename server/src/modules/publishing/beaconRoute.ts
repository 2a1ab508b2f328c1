import { sceneBeaconSchema } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyContextConfig, FastifyReply } from "fastify";
import type { Deps } from "../../deps";
import { invalidInput, issuesOf } from "../../http/errors";
import type { RouteHost } from "../../http/registerRoute";
import { snapshotReader } from "../versions";
import { TOUR_PAGE_ROUTE } from "./publicPage";
import { publishRepository } from "./publishRepository";
import type { VisitStatistics } from "./statistics/visitStatistics";

/**
 * Beacons per minute from one address: a visitor sends one per scene left, so a person never
 * comes near it; the limit stops a script from filling the raw table.
 */
export const BEACONS_PER_MINUTE = 120;
/** A beacon's body is a few dozen bytes. */
const BEACON_BODY_LIMIT = 2048;
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const open = (reply: FastifyReply) =>
  reply
    .header("access-control-allow-origin", "*")
    .header("access-control-allow-methods", "POST")
    .header("access-control-allow-headers", "content-type")
    .header("access-control-max-age", "86400");

/** The body as sent: `navigator.sendBeacon` sends its JSON as `text/plain`, fetch as JSON. */
const parsed = (body: unknown): unknown => {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    throw invalidInput([{ in: "body", path: "", message: "Must be a JSON object." }]);
  }
};

/**
 * `POST /t/{slug}/beacon`: the published viewer reports a stay on a scene (docs/architecture.md#statistics).
 * Anyone may send it, from any origin, without a preflight; it answers 204 with nothing, and a
 * bad body gets 400/10400 naming the field. The scene must be one of the served version.
 */
export const registerBeaconRoute = (
  host: RouteHost,
  deps: Deps,
  statistics: VisitStatistics,
): void => {
  const repo = publishRepository(deps.db.kysely);
  const read = snapshotReader(deps.files);
  const limit: FastifyContextConfig = host.rateLimit
    ? { rateLimit: { max: BEACONS_PER_MINUTE, timeWindow: "1 minute" } }
    : {};

  host.app.options("/t/:slug/beacon", TOUR_PAGE_ROUTE, async (_request, reply) =>
    open(reply).status(204).send(),
  );

  host.app.post(
    "/t/:slug/beacon",
    { ...TOUR_PAGE_ROUTE, bodyLimit: BEACON_BODY_LIMIT, config: limit },
    async (request, reply) => {
      open(reply);
      const slug = (request.params as { slug: string }).slug;
      const served = SLUG.test(slug) ? await repo.served(slug) : undefined;
      const snapshot = served === undefined ? null : await read(served.snapshotKey);
      if (snapshot === null) throw new AppError(ErrorCode.notFound);
      const beacon = sceneBeaconSchema.safeParse(parsed(request.body));
      if (!beacon.success) throw invalidInput(issuesOf("body", beacon.error));
      if (!snapshot.scenes.some((s) => s.id === beacon.data.sceneId)) {
        throw invalidInput([{ in: "body", path: "sceneId", message: "Not a scene of this tour." }]);
      }
      statistics.recordBeacon(snapshot.tourId, beacon.data, request);
      return reply.status(204).send();
    },
  );
};
