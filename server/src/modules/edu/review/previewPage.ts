import type {} from "@fastify/helmet";
import { isPreviewLive } from "@orbis/core/edu";
import type { FastifyReply } from "fastify";
import type { Deps } from "../../../deps";
import type { RouteHost } from "../../../http/registerRoute";
import {
  pageBundle,
  pageCsp,
  renderNoticePage,
  renderTourPage,
  snapshotReader,
  TOUR_PAGE_ROUTE,
} from "../../publishing";
import { previewTokens } from "./previewTokens";
import { submissionRepository } from "./submissionRepository";

/**
 * `GET /t/_preview/{token}`: the submitted version of a space, read-only in the published tour's
 * viewer, for whoever holds an unexpired link. It is not a visit: no view is counted, the
 * student's Google Analytics tag is left out, and nothing may cache or index the page.
 */
export const registerPreviewPage = (host: RouteHost, deps: Deps): void => {
  const tokens = previewTokens(deps.secret);
  const submissions = submissionRepository(deps.db.kysely);
  const read = snapshotReader(deps.files);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex")
      .header("referrer-policy", "no-referrer")
      .header("content-security-policy", pageCsp(false))
      .send(body);

  const frozenSnapshot = async (token: string) => {
    const claim = tokens.read(token);
    if (claim === null || !isPreviewLive(claim.expiresAt, deps.clock())) return null;
    const submission = await submissions.find(claim.submissionId);
    return submission === undefined ? null : read(submission.snapshot_key);
  };

  // The tour pages' route options (their own CSP, no X-Frame-Options), so the viewer runs alike.
  host.app.get("/t/_preview/:token", TOUR_PAGE_ROUTE, async (request, reply) => {
    const snapshot = await frozenSnapshot((request.params as { token: string }).token);
    if (snapshot === null)
      return html(
        reply,
        404,
        renderNoticePage(
          "Preview link expired",
          "This preview link has expired or is not valid. Ask for a new one from the lecture's page.",
        ),
      );
    const bundle = await pageBundle();
    const withoutGa = { ...snapshot, settings: { ...snapshot.settings, ga: null } };
    const body = renderTourPage(withoutGa, { publicUrl: deps.config.publicUrl, bundle });
    return html(reply, bundle === null ? 503 : 200, body);
  });
};
