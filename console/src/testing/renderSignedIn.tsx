import { type Session, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createErrorReactions } from "../api/errorReactions";
import { createRouteTree } from "../router/routeTree";
import { StoreProvider } from "../stores/StoreContext";
import { signedInStorage } from "./signedInStorage";
import { type TestRootStore, type TestRootStoreOptions, testRootStore } from "./testRootStore";

/**
 * The whole console (router, guard, layouts, snackbar) rendered at `path`, signed in with
 * `session`, every call going to the real server with the global error reactions on; `network`
 * stands between them for a test about what the network does to a call.
 */
export const renderSignedIn = async (
  path: string,
  session: Session,
  options: Pick<TestRootStoreOptions, "network"> = {},
) => {
  // The admin chunk (react-admin and its texts) is the console's largest: loaded before the
  // screen's finds start waiting, so transforming it on a busy machine does not eat their 20 s.
  if (path.startsWith("/admin"))
    await Promise.all([import("../admin/AdminScreen"), import("ra-language-english")]);
  const storage = await signedInStorage(session);
  let react: ((error: unknown, route: string) => void) | undefined;
  const t: TestRootStore = await testRootStore({
    origin: serverOrigin(),
    storage,
    ...options,
    onApiError: (error, route) => react?.(error, route),
  });
  const router = createMemoryRouter(createRouteTree(t.store.auth), { initialEntries: [path] });
  react = createErrorReactions({
    ui: t.store.ui,
    auth: t.store.auth,
    translate: (key, fallback) => t.translator.i18n.t(`errors:${key}`, { defaultValue: fallback }),
    goTo: (to) => void router.navigate(to),
    currentPath: () => router.state.location.pathname,
    upgradeLabel: () => t.translator.i18n.t("console:snackbar.upgrade"),
  });
  render(
    <I18nextProvider i18n={t.translator.i18n}>
      <StoreProvider store={t.store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  const where = () => router.state.location.pathname;
  return { t, router, where };
};
