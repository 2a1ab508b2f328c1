import type { AdminStudent } from "@orbis/core/contract";
import { buyLicences as buyLicencesOn, enrolClass } from "@orbis/testkit/edu";
import { apiOn, serverOrigin, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AdminContext, Notification, ResourceContextProvider } from "react-admin";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { StoreProvider } from "../../../stores/StoreContext";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { signedInStore } from "../../../testing/signedInStore";
import { loadAdminMessages } from "../../i18n/adminMessages";
import { useAdminProviders } from "../../useAdminProviders";

/*
 * The students and licences resources' tests: instructors, classes and licences made by the
 * test kit's school side (as a paying instructor makes them), and react-admin pieces rendered
 * in react-admin's context with the admin's real providers, bound to a signed-in store on the
 * shared test server.
 */

/** Buys licence goods (`LICENCE-1M`…) at the sandbox checkout, as the kit does, on the shared server. */
export const buyLicences = (account: TestAccount, goodsCode: string): Promise<void> =>
  buyLicencesOn(serverOrigin(), apiOn(account), goodsCode);

/** A group of the instructor's with students of these names; answers the admin's records. */
export const groupWithStudents = async (
  account: TestAccount,
  name: string,
  aliases: readonly string[],
): Promise<{ groupId: string; students: (AdminStudent & { password: string })[] }> => {
  const { group, students: created } = await enrolClass(apiOn(account), name, aliases);
  const students = created.map((s) => ({
    id: s.userId,
    groupId: group.groupId,
    userAlias: s.userAlias,
    loginId: s.loginId,
    licenceState: "none" as const,
    licenceExpiresAt: s.licenceExpiresAt,
    lastLoginAt: s.lastLoginAt,
    createdAt: s.createdAt,
    password: s.password,
  }));
  return { groupId: group.groupId, students };
};

const Providers = ({ children }: { children: ReactNode }) => {
  const providers = useAdminProviders();
  return (
    <AdminContext
      basename="/admin"
      authProvider={providers.auth}
      dataProvider={providers.data}
      i18nProvider={providers.i18n}
    >
      {children}
    </AdminContext>
  );
};

/**
 * Renders `ui` inside react-admin's context on the admin's real providers (data over
 * `/admin-api`, auth and i18n over the console's session and i18next), as `account`, in the
 * context of `resource` (its list query in `search`), in English.
 */
export const renderInAdmin = async (
  account: TestAccount,
  resource: string,
  ui: ReactNode,
  search = "",
) => {
  const path = `/admin/${resource}`;
  const t = await signedInStore(account, path);
  await loadAdminMessages(t.translator.i18n, "en");
  // A data router, as the console's: useBlocker works and the test can read the address.
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <Providers>
            <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
            {/* The admin's layout shows notifications; here is the same component alone. */}
            <Notification />
          </Providers>
        ),
      },
    ],
    { initialEntries: [`${path}${search}`] },
  );
  const rendered = render(
    <I18nextProvider i18n={t.translator.i18n}>
      <StoreProvider store={t.store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>,
  );
  /** The address the admin is at now: path and query. */
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { t, where, ...rendered };
};

/**
 * The whole console at `/admin${path}` as `account`: the admin as the browser gets it (gate,
 * menu, layout, routes), on the console's router, session and translator.
 */
export const renderAdminApp = (account: TestAccount, path: string) =>
  renderSignedIn(`/admin${path}`, account);
