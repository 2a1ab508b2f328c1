import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerCommentHandlers } from "./commentHandlers";
import { registerJoinHandler } from "./joinHandler";
import { registerShareCodeHandlers } from "./shareCodeHandlers";
import { registerSharedSpaceHandlers } from "./sharedSpaceHandlers";
import { registerSpaceShareHandlers } from "./spaceShareHandlers";

/**
 * Registers sharing (main API v3): share codes and joining them, which codes show a space, the
 * shared space list with its unread alerts, and comments on spaces (DESIGN.md §3: a space is a
 * tour).
 */
export const registerSharing = async (host: RouteHost, deps: Deps): Promise<void> => {
  // The join route first: `/space/share/code/join` must not be read as a code id.
  registerJoinHandler(host, deps);
  registerShareCodeHandlers(host, deps);
  registerSpaceShareHandlers(host, deps);
  registerSharedSpaceHandlers(host, deps);
  registerCommentHandlers(host, deps);
};
