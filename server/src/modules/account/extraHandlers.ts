import {
  emailLinkStatus,
  invalidExtraIndexes,
  latestExtras,
  MARKETING_EXTRA_KEY,
  marketingConsentOf,
} from "@orbis/core/account";
import { routes, type UserExtra } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { emailLinkRepository } from "./emailLinkRepository";
import { linkTokenHash } from "./emailLinks";
import { extraRepository } from "./extraRepository";

/** Refuses values a key does not accept, naming the first one (nothing is written). */
const checkValues = (list: readonly UserExtra[]): void => {
  const bad = invalidExtraIndexes(list);
  if (bad.length > 0) {
    throw invalidInput(
      bad.map((i) => ({ in: "body", path: `list.${i}.value`, message: "Must be true or false." })),
    );
  }
};

/** Extra profile answers, signed in or from an emailed unsubscribe link (docs/product/calls.md, v3). */
export const registerExtraHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  /** Stores answers and mirrors the marketing one on the user, atomically. */
  const save = (userId: string, list: readonly UserExtra[], consent: boolean | undefined) =>
    db.transaction().execute(async (trx) => {
      const extras = extraRepository(trx);
      const now = deps.clock();
      await extras.upsert(userId, latestExtras(list), now);
      if (consent !== undefined) await extras.setMarketingConsent(userId, consent, now);
    });

  registerRoute(host, routes.getUserExtraList, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    return extraRepository(db).list(userId);
  });

  registerRoute(host, routes.updateUserExtra, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    checkValues(ctx.body.list);
    await save(userId, ctx.body.list, marketingConsentOf(ctx.body.list));
    return extraRepository(db).list(userId);
  });

  registerRoute(host, routes.updatePublicExtra, async (ctx) => {
    const link = await emailLinkRepository(db).find(linkTokenHash(ctx.params.encryptId));
    if (
      link === undefined ||
      link.purpose !== "unsubscribe" ||
      emailLinkStatus({ ...link, purpose: "unsubscribe" }, deps.clock()) !== "valid"
    ) {
      throw new AppError(ErrorCode.notFound);
    }
    checkValues(ctx.body.list);
    const consent = marketingConsentOf(ctx.body.list);
    // A forwarded newsletter must not sign its reader up: a link only withdraws consent.
    if (consent === true) {
      const index = ctx.body.list.findLastIndex((e) => e.key === MARKETING_EXTRA_KEY);
      throw invalidInput([
        {
          in: "body",
          path: `list.${index}.value`,
          message: "An unsubscribe link can only turn marketing mail off; sign in to turn it on.",
        },
      ]);
    }
    await save(link.userId, ctx.body.list, consent);
    return null;
  });
};
