import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerCommentHandlers } from "./commentHandlers";
import { registerHoldingHandlers } from "./holdingHandlers";
import { registerJoinHandler } from "./joinHandler";
import { registerShareCodeHandlers } from "./shareCodeHandlers";
import { registerSharedSpaceHandlers } from "./sharedSpaceHandlers";
import { registerSpaceShareHandlers } from "./spaceShareHandlers";

/**
 * Registers sharing (main API v3): share codes, joining and leaving them, which codes show a
 * space, the shared space list with its unread alerts, and comments on spaces (docs/architecture.md#decisions-where-the-product-is-silent: a
 * space is a tour).
 */
export const registerSharing = async (host: RouteHost, deps: Deps): Promise<void> => {
  // The join and held routes first: `/space/share/code/join` and `…/held` are not code ids.
  registerJoinHandler(host, deps);
  registerHoldingHandlers(host, deps);
  registerShareCodeHandlers(host, deps);
  registerSpaceShareHandlers(host, deps);
  registerSharedSpaceHandlers(host, deps);
  registerCommentHandlers(host, deps);
};
