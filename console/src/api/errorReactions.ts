import { loginRedirectPath, setPasswordRedirectPath } from "@orbis/core/auth";
import type { Routes } from "@orbis/core/contract";
import { errorReaction, isAppError } from "@orbis/core/errors";
import { isUpgradeCode, upgradePath } from "@orbis/core/payments";
import type { AuthStore } from "../stores/AuthStore";
import type { UiStore } from "../stores/UiStore";

/**
 * Calls whose failures the console handles where they are made: the navigation guard's own
 * (it signs out or sends to login itself), sign-out's (it signs out here whatever the server
 * says) and the quiet ones (a page view, the coupon popups).
 */
export const QUIET_ROUTES: ReadonlySet<string> = new Set([
  "renewToken",
  "logout",
  "getMe",
  "checkin",
  "getCouponPopups",
  "recordPageView",
  "countUnreadSpaces",
]);

/**
 * Calls that send files a person picked. Their callers say a refused file beside it (the upload
 * list's line, the picker's error) in the server's words, so core's `errorReaction` leaves those
 * refusals to them: one message per failure. (Other multipart calls, like the geometries' JSON,
 * send no picked file.)
 */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set<keyof Routes>([
  "uploadTourFiles",
  "uploadTourThumbnail",
  "uploadHostingImages",
  "uploadMyThumbnail",
  "uploadSiteOgImage",
]);

/**
 * Calls whose refusals their screens say where the person is looking (the payment modal's
 * alert, the plan change's outcome, the quote, the coupon code's field, the share code's field,
 * the tour whose sharing was refused, the admin console's school dialogs): a declined card or a wrong code is said once, there, not
 * also in a snackbar. An ended session is still handled here.
 */
export const INLINE_REFUSAL_ROUTES: ReadonlySet<string> = new Set<keyof Routes>([
  "downloadCoupon",
  "quoteOrder",
  "createPayMethod",
  "prepareRegularOrder",
  "preparePaymentGoods",
  "joinShareCode",
  "shareSpace",
  "unshareSpace",
  // The statistics screen says a plan without statistics (with the upgrade) and a bad range.
  "getTourStatistics",
  "getAccountStatistics",
  // The admin console's school calls: its dialogs say every refusal where the person looks.
  "createEduGroupUsers",
  "listEduGroupUsers",
  "downloadEduGroupUsers",
  "resetEduGroupUserPassword",
  "deliverLicences",
  "previewEduSpace",
]);

/**
 * Space and comment calls whose refusals the shared space page and the comment thread say where
 * the reader is looking: a space not shared (any more) is the page itself, a comment refused
 * (too fast, too long, gone) is said beside the post box or the comment, and the unread alert's
 * clearing is only logged. One message per failure, not also a snackbar.
 */
export const SPACE_INLINE_ROUTES: ReadonlySet<string> = new Set<keyof Routes>([
  "getSpace",
  "clearSpaceUnread",
  "listSpaceComments",
  "createSpaceComment",
  "updateSpaceComment",
  "deleteSpaceComment",
]);

/**
 * The AI image calls: the AI screen, the editor's AI scene action and the admin's usage card say
 * each refusal where the person is looking (70008 with the way to the plans, 70009 under
 * Generate, a refused scene beside its image), and a failed poll of the pending images is one
 * generic message (docs/product/states.md), not a snackbar per call every 5 s.
 */
export const AI_INLINE_ROUTES: ReadonlySet<string> = new Set<keyof Routes>([
  "listAiImageStyles",
  "getAiImageUsage",
  "listAiImages",
  "listWorkingAiImages",
  "listAiImagesByIds",
  "createAiImage",
  "deleteAiImages",
  "createSceneFromAiImage",
]);

/** What the global error handler acts on. */
export interface ErrorReactionDeps {
  readonly ui: Pick<UiStore, "snackbar">;
  readonly auth: Pick<AuthStore, "forgetSession">;
  /** The catalogue message of `key` in the interface language, or `fallback`. */
  readonly translate: (key: string, fallback: string) => string;
  /** Navigates inside the console. */
  readonly goTo: (path: string) => void;
  /** The current path with its query, for the way back after signing in. */
  readonly currentPath: () => string;
  /** The label of the action a quota or plan refusal offers ("Upgrade"), in the interface language. */
  readonly upgradeLabel: () => string;
}

/**
 * The console's global handler of failed calls, carrying out core's `errorReaction`: quota and
 * plan refusals show an error snackbar, with an "Upgrade" action to the plan change (core's
 * `UPGRADE_CODES`) when a better plan lifts them; a duplicate connection shows its message, then signs out
 * and goes home; an ended session signs out and opens the login with the way back; a student
 * still on a one-time password goes to set their own, then on. A refusal
 * that the caller handles (`reject`, which includes the files an upload had refused) and unknown
 * failures are left to the caller.
 */
export const createErrorReactions =
  (deps: ErrorReactionDeps) =>
  (error: unknown, route: string): void => {
    if (QUIET_ROUTES.has(route) || !isAppError(error)) return;
    const reaction = errorReaction(error, { sendsFiles: UPLOAD_ROUTES.has(route) });
    const text = () => deps.translate(error.entry.key, error.message);
    switch (reaction.kind) {
      case "snackbar":
        if (
          INLINE_REFUSAL_ROUTES.has(route) ||
          SPACE_INLINE_ROUTES.has(route) ||
          AI_INLINE_ROUTES.has(route)
        )
          return;
        deps.ui.snackbar.show(text(), {
          severity: "error",
          ...(isUpgradeCode(error.code) && {
            action: {
              label: deps.upgradeLabel(),
              onAction: () => deps.goTo(upgradePath(error.code)),
            },
          }),
        });
        return;
      case "duplicateSession":
        deps.ui.snackbar.show(text(), { severity: "warning" });
        setTimeout(() => {
          void deps.auth.forgetSession().then(() => deps.goTo("/"));
        }, reaction.delayMs);
        return;
      case "setPassword": {
        const to = setPasswordRedirectPath(deps.currentPath());
        if (to !== deps.currentPath()) deps.goTo(to);
        return;
      }
      case "signIn": {
        const back = loginRedirectPath(deps.currentPath());
        deps.ui.snackbar.show(text(), { severity: "warning" });
        void deps.auth.forgetSession().then(() => deps.goTo(back));
        return;
      }
      default:
        return;
    }
  };
