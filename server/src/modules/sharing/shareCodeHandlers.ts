import { randomBytes, randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { newShareCode, SHARE_CODES_PER_ACCOUNT } from "@orbis/core/sharing";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountLockRepository } from "./accountLockRepository";
import { shareCodeRepository } from "./shareCodeRepository";
import { shareCodeView } from "./views";

/** Draws before giving up on a free code: 31^8 codes make even a second draw rare. */
const CODE_DRAWS = 5;

/** The caller's own share codes: create, list, read with their spaces, delete. */
export const registerShareCodeHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const codes = shareCodeRepository(db);

  /** Someone else's code looks like a missing one. */
  const ownCode = async (codeId: string, ownerId: string) => {
    const row = await codes.findOwned(codeId, ownerId);
    if (row === undefined) throw new AppError(ErrorCode.shareCodeNotFound);
    return row;
  };

  registerRoute(host, routes.listShareCodes, async ({ principal }) =>
    (await codes.listOwned(asUser(principal).userId)).map(shareCodeView),
  );

  registerRoute(host, routes.createShareCode, async ({ body, principal }) => {
    const { userId } = asUser(principal);
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      const repo = shareCodeRepository(trx);
      await accountLockRepository(trx).lock(userId);
      if ((await repo.countOwned(userId)) >= SHARE_CODES_PER_ACCOUNT)
        throw new AppError(ErrorCode.shareCodeLimit);
      const now = deps.clock();
      for (let draw = 0; draw < CODE_DRAWS; draw++) {
        const code = newShareCode((n) => randomBytes(n));
        if (await repo.insert({ id, ownerId: userId, code, title: body.title, now })) return;
      }
      throw new AppError(ErrorCode.internal, {
        message: "No free share code was found; please try again",
      });
    });
    return shareCodeView(await ownCode(id, userId));
  });

  registerRoute(host, routes.getShareCode, async ({ params, principal }) => {
    const { userId } = asUser(principal);
    const row = await ownCode(params.codeId, userId);
    return { ...shareCodeView(row), spaceIds: await codes.spaceIdsOf(row.id) };
  });

  // Holders and shares go in the same statement (cascade): the code stops granting at once.
  registerRoute(host, routes.deleteShareCode, async ({ params, principal }) => {
    if (!(await codes.deleteOwned(params.codeId, asUser(principal).userId)))
      throw new AppError(ErrorCode.shareCodeNotFound);
    return null;
  });
};
