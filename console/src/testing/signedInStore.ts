import { serverOrigin, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { createErrorReactions } from "../api/errorReactions";
import { type TestRootStore, testRootStore } from "./testRootStore";

/**
 * A root store signed in as `account` on the test server, its failed calls going through the
 * console's global error reactions (snackbars) as in the browser; `path` is the page it is on.
 */
export const signedInStore = async (account: TestAccount, path = "/"): Promise<TestRootStore> => {
  let react: ((error: unknown, route: string) => void) | undefined;
  const t = await testRootStore({
    origin: serverOrigin(),
    onApiError: (error, route) => react?.(error, route),
  });
  react = createErrorReactions({
    ui: t.store.ui,
    auth: t.store.auth,
    translate: (key, fallback) => t.translator.i18n.t(`errors:${key}`, { defaultValue: fallback }),
    goTo: () => {},
    currentPath: () => path,
    upgradeLabel: () => t.translator.i18n.t("console:snackbar.upgrade"),
  });
  await t.store.auth.setSession(account);
  return t;
};
