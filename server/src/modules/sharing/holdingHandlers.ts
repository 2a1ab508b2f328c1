import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { shareCodeRepository } from "./shareCodeRepository";
import { heldShareCodeView } from "./views";

/**
 * The codes the caller holds, and leaving one. Leaving keeps the caller's `space_reads`: a space
 * may still be seen through another code or as a coworker, and its alert must not come back.
 */
export const registerHoldingHandlers = (host: RouteHost, deps: Deps): void => {
  const codes = shareCodeRepository(deps.db.kysely);

  registerRoute(host, routes.listHeldShareCodes, async ({ principal }) =>
    (await codes.listHeld(asUser(principal).userId)).map((row) =>
      heldShareCodeView(row, row.owner, row.joined_at),
    ),
  );

  // A code the caller does not hold looks like a missing one, as everywhere in sharing.
  registerRoute(host, routes.leaveShareCode, async ({ params, principal }) => {
    if (!(await codes.leave(params.codeId, asUser(principal).userId)))
      throw new AppError(ErrorCode.shareCodeNotFound);
    return null;
  });
};
