import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode, isAppError } from "@orbis/core/errors";
import { z } from "zod";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { StreetViewPublisher } from "../../infra/streetView";
import { LINK_STATE_TTL_MS, linkStates } from "./linkStates";
import { streetViewRepository } from "./streetViewRepository";
import { refreshTokenBox } from "./tokenBox";

/** Where Google sends the browser back after the consent (a raw route, outside the contract). */
export const STREET_VIEW_CALLBACK_PATH = "/api/v3/street-view/callback";

/** The console screen the callback returns to. */
const SCREEN_PATH = "/mypage/streetview";

const callbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(400).optional(),
  error: z.string().max(200).optional(),
});

/**
 * The link of a Google account (docs/architecture.md#street-view): its status, the start (Google's
 * consent URL with a signed state), Google's return (the code traded for a refresh token, sealed
 * before it is stored) and the unlink, which forgets the token.
 */
export const registerLinkHandlers = (
  host: RouteHost,
  deps: Deps,
  publisher: StreetViewPublisher,
): void => {
  const repo = streetViewRepository(deps.db.kysely);
  const states = linkStates(deps.secret);
  const redirectUri = `${deps.config.publicUrl}${STREET_VIEW_CALLBACK_PATH}`;

  registerRoute(host, routes.getStreetViewLink, async ({ principal }) => {
    const link = await repo.findLink(asUser(principal).userId);
    return {
      configured: publisher.configured,
      linked: link !== undefined,
      accountEmail: link?.account_email ?? null,
      accountName: link?.account_name ?? null,
      linkedAt: link === undefined ? null : new Date(link.linked_at).toISOString(),
    };
  });

  registerRoute(host, routes.startStreetViewLink, async ({ principal }) => {
    const userId = asUser(principal).userId;
    if (!publisher.configured) throw new AppError(ErrorCode.streetViewNotConfigured);
    const state = states.sign(userId, new Date(deps.clock().getTime() + LINK_STATE_TTL_MS));
    return { authorizationUrl: publisher.authorizationUrl(state, redirectUri) };
  });

  registerRoute(host, routes.unlinkStreetView, async ({ principal }) => {
    await repo.deleteLink(asUser(principal).userId);
    return null;
  });

  // Google's return: a browser navigation, so every outcome is a redirect to the screen.
  host.app.get(STREET_VIEW_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const back = (outcome: Record<string, string>) =>
      reply.redirect(`${deps.config.publicUrl}${SCREEN_PATH}?${new URLSearchParams(outcome)}`);
    const query = callbackQuerySchema.safeParse(request.query);
    if (!query.success) return back({ link: "failed", reason: "Google's answer was malformed." });
    const { code, state, error } = query.data;
    if (error !== undefined) return back({ link: "failed", reason: `Google: ${error}` });
    const userId = state === undefined ? null : states.read(state, deps.clock());
    if (userId === null || code === undefined)
      return back({ link: "failed", reason: "The link expired; please start it again." });
    try {
      const grant = await publisher.exchangeCode(code, redirectUri);
      await repo.saveLink({
        userId,
        sealedRefreshToken: refreshTokenBox(deps).seal(grant.refreshToken),
        email: grant.email,
        name: grant.name,
        now: deps.clock(),
      });
      return back({ link: "linked" });
    } catch (failure) {
      if (!isAppError(failure)) throw failure;
      return back({ link: "failed", reason: failure.message });
    }
  });
};
