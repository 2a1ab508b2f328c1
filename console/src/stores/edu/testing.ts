import { type GroupUserCredentials, ORBIS_SERVICE } from "@orbis/core/contract";
import { subscribeTo } from "@orbis/testkit/accounts";
import { buyLicences, enrolClass } from "@orbis/testkit/edu";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";

/*
 * The education tests' accounts on the shared server, on the test kit's school side: accounts on
 * a paid education plan (sandbox payments), the checkout page paid as its form does, and
 * students made by an instructor and signed in past their first password change.
 */

/** The sandbox's card that always succeeds (docs/payments.md). */
export const GOOD_CARD = "4242-4242-4242-4242";

/** A fresh account on the education plan `goods` (`PLAN-EDU-INSTRUCTOR-MONTH` unless told). */
export const eduAccount = async (
  label: string,
  goods = "PLAN-EDU-INSTRUCTOR-MONTH",
): Promise<TestAccount> => {
  const account = await registerAccount(label);
  await subscribeTo(apiOn(account), goods, { email: account.email });
  return account;
};

/** Pays on the sandbox's checkout page as its form does; answers where it sends the browser. */
export const payOnCheckoutPage = async (page: string, cardNumber = GOOD_CARD): Promise<URL> => {
  const url = new URL(page, serverOrigin());
  const answer = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      merchantUid: url.searchParams.get("merchantUid") ?? "",
      returnUrl: url.searchParams.get("returnUrl") ?? "",
      cardNumber,
      expiry: "1230",
      birth: "900101",
      pwdDigit: "12",
    }),
  });
  if (answer.status !== 303) throw new Error(`the checkout page answered ${answer.status}`);
  return new URL(answer.headers.get("location") ?? "");
};

/** A student made by `instructor` in a new group, with their account once signed in. */
export interface TestStudent {
  readonly account: TestAccount;
  readonly credentials: GroupUserCredentials;
  readonly groupId: string;
}

/**
 * A new group of `instructor` named `groupName` with one student `alias`, given a one-month
 * licence when `licensed`, signed in and past the first password change.
 */
export const studentOf = async (
  instructor: TestAccount,
  groupName: string,
  alias: string,
  licensed: boolean,
): Promise<TestStudent> => {
  const api = apiOn(instructor);
  const { group, students } = await enrolClass(api, groupName, [alias]);
  const [credentials] = students;
  if (credentials === undefined) throw new Error("no student was created");
  if (licensed) {
    await buyLicences(serverOrigin(), api, "LICENCE-1M");
    await api.deliverLicences({
      body: { groupId: group.groupId, userIds: [credentials.userId], durationMonths: 1 },
    });
  }
  const login = await apiOn().loginEmail({
    body: {
      ...ORBIS_SERVICE,
      email: credentials.loginId,
      password: credentials.password,
      clientKind: "web",
    },
  });
  const password = "my own secret 7";
  await apiOn(login).changePassword({
    body: { currentPassword: credentials.password, newPassword: password },
  });
  return {
    account: {
      email: credentials.loginId,
      password,
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
    },
    credentials,
    groupId: group.groupId,
  };
};
