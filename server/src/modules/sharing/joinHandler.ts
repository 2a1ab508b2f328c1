import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { afterWrongCode, codeGuessVerdict, normaliseShareCode } from "@orbis/core/sharing";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountLockRepository } from "./accountLockRepository";
import { codeGuessRepository } from "./codeGuessRepository";
import { waitRefusal } from "./retryAfter";
import { shareCodeRepository } from "./shareCodeRepository";
import { heldShareCodeView } from "./views";

/** How many requests per minute one address may make to join, on top of the per-account throttle. */
const JOIN_REQUESTS_PER_MINUTE = 30;

/**
 * Joining with a typed code. Wrong codes are throttled per account (core's codeGuessVerdict):
 * the check, the lookup and the record run under the account's lock, so a burst sent at once
 * is counted one by one. A wrong code is recorded before it is refused, so the refusal is
 * returned after the transaction commits.
 */
export const registerJoinHandler = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(
    host,
    routes.joinShareCode,
    async ({ body, principal, reply }) => {
      const { userId } = asUser(principal);
      const outcome = await db.transaction().execute(async (trx) => {
        const codes = shareCodeRepository(trx);
        const guesses = codeGuessRepository(trx);
        await accountLockRepository(trx).lock(userId);
        const now = deps.clock().getTime();
        const record = await guesses.recordOf(userId);
        const verdict = codeGuessVerdict(record, now);
        if (!verdict.allowed) return { kind: "wait", ms: verdict.retryAfterMs } as const;
        const typed = normaliseShareCode(body.code);
        const found = typed === null ? undefined : await codes.findByCode(typed);
        if (found === undefined) {
          await guesses.save(userId, afterWrongCode(record, now));
          return { kind: "wrong" } as const;
        }
        // Not a guess: typing one's own code is a mistake, not an attack.
        if (found.owner_id === userId) return { kind: "own" } as const;
        const joinedAt = await codes.hold(found.id, userId, new Date(now));
        await guesses.clear(userId);
        return { kind: "held", view: heldShareCodeView(found, found.owner, joinedAt) } as const;
      });
      if (outcome.kind === "wait")
        throw waitRefusal(reply, ErrorCode.shareCodeGuessLocked, outcome.ms);
      if (outcome.kind === "wrong") throw new AppError(ErrorCode.shareCodeNotFound);
      if (outcome.kind === "own") throw new AppError(ErrorCode.ownShareCode);
      return outcome.view;
    },
    { rateLimitPerMinute: JOIN_REQUESTS_PER_MINUTE },
  );
};
