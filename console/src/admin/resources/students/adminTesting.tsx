import type { AdminStudent } from "@orbis/core/contract";
import { canOwnGroups } from "@orbis/core/edu";
import { planFlags } from "@orbis/core/plans";
import { becomeInstructor, buyLicences as buyLicencesOn, enrolClass } from "@orbis/testkit/edu";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { render } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import type { ReactNode } from "react";
import { AdminContext, Notification, ResourceContextProvider } from "react-admin";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { expect, vi } from "vitest";
import { StoreProvider } from "../../../stores/StoreContext";
import { signedInStore } from "../../../testing/signedInStore";
import { AdminApp } from "../../AdminApp";
import { loadAdminMessages } from "../../i18n/adminMessages";
import { useAdminProviders } from "../../useAdminProviders";

/*
 * The students and licences resources' tests: instructors, classes and licences made by the
 * test kit's school side (as a paying instructor makes them), and react-admin pieces rendered
 * in react-admin's context with the admin's real providers, bound to a signed-in store on the
 * shared test server.
 */

/** An instructor: a new account on the instructor plan (the kit's), once the plan shows. */
export const instructorAccount = async (label: string): Promise<TestAccount> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  await api.checkin();
  await becomeInstructor(api, account);
  await vi.waitFor(
    async () => expect(canOwnGroups(planFlags((await api.getAccount()).plan))).toBe(true),
    { timeout: 15_000, interval: 100 },
  );
  return account;
};

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
  // Under vitest react-admin reaches react-router through Node's copy, the console through
  // Vite's, so it does not see the console's router and makes its own (a hash router) from the
  // page's address.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${serverOrigin()}/#${path}${search}`);
  const t = await signedInStore(account, path);
  await loadAdminMessages(t.translator.i18n, "en");
  const rendered = render(
    <I18nextProvider i18n={t.translator.i18n}>
      <StoreProvider store={t.store}>
        <MemoryRouter initialEntries={[path]}>
          <Providers>
            <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
            {/* The admin's layout shows notifications; here is the same component alone. */}
            <Notification />
          </Providers>
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { t, ...rendered };
};

const WholeAdmin = () => <AdminApp providers={useAdminProviders()} title="Orbis admin" />;

/** The whole admin application (menu, layout, routes) at `path` under `/admin`, as `account`. */
export const renderAdminApp = async (account: TestAccount, path: string) => {
  const t = await signedInStore(account, `/admin${path}`);
  await loadAdminMessages(t.translator.i18n, "en");
  // As in renderInAdmin: react-admin routes on the page's hash here.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${serverOrigin()}/#/admin${path}`);
  const rendered = render(
    <I18nextProvider i18n={t.translator.i18n}>
      <StoreProvider store={t.store}>
        <MemoryRouter initialEntries={[`/admin${path}`]}>
          <WholeAdmin />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { t, ...rendered };
};
