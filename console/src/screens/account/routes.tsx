import type { RouteObject } from "react-router";

/*
 * The account screens as route-level chunks: the landing's bundle carries none of them. Each
 * route loads its screen's module when first visited.
 */

/** `/mypage/info`: profile, picture, password, settings. */
export const myInfoScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./MyInfoScreen")).MyInfoScreen }),
};

/** `/delete-account`: the survey, then deactivation. */
export const deleteAccountScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./DeleteAccount")).DeleteAccount }),
};

/** `/withdrawal/verification/:encryptId`: a restore mail's link; the login dialog follows. */
export const restoreVerificationScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({
    Component: (await import("./RestoreVerification")).RestoreVerification,
  }),
};

/** `/unsubscribe/register/:encryptID`: a marketing mail's unsubscribe link. */
export const unsubscribeScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./Unsubscribe")).Unsubscribe }),
};

/** `/unsubscribe/confirm`: marketing mail is off. */
export const unsubscribeConfirmScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./UnsubscribeConfirm")).UnsubscribeConfirm }),
};

/** `/integration-login`: a session handed over by another Orbis product. */
export const integrationLoginScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./IntegrationLogin")).IntegrationLogin }),
};
