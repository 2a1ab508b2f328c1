import { ORBIS_SERVICE } from "@orbis/core/contract";
import { canOwnGroups } from "@orbis/core/edu";
import { planFlags } from "@orbis/core/plans";
import {
  apiAs,
  apiOn,
  type OrbisApi,
  payAtSandboxCheckout,
  subscribeTo,
  type TestAccount,
} from "./accounts";

/*
 * The school side of a test: an instructor's plan, their licences and a class, made as a paying
 * instructor makes them (the sandbox provider, the v3 edu routes), for server, console and browser
 * tests alike.
 */

/**
 * Moves an account to the certified instructor's plan, paid with the sandbox's good card, and
 * waits until the account holds it (the payment may complete through the provider's webhook).
 */
export const becomeInstructor = async (api: OrbisApi, buyer: { readonly email: string }) => {
  const order = await subscribeTo(api, "PLAN-EDU-INSTRUCTOR-MONTH", buyer);
  const deadline = Date.now() + 60_000;
  while (!canOwnGroups(planFlags((await api.getAccount()).plan))) {
    if (Date.now() > deadline) throw new Error("The instructor plan was paid but not held in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return order;
};

/** Licences the account holds that no student has yet. */
export const availableLicences = async (api: OrbisApi): Promise<number> =>
  (await api.listLicences({ headers: { langcode: "EN" }, query: { state: "available" } })).total;

/**
 * Buys licence goods (`LICENCE-1M`, say: the goods code, not the product code) as the
 * instructor does: the order, the sandbox's checkout page with its good card, then waits for the
 * webhook to hand the licences over.
 */
export const buyLicences = async (
  origin: string,
  api: OrbisApi,
  goodsCode: string,
): Promise<void> => {
  const before = await availableLicences(api);
  const order = await api.preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: [goodsCode] },
  });
  await payAtSandboxCheckout(origin, {
    merchantUid: order.merchantUid,
    returnUrl: "/mypage/purchase-student",
  });
  // The payment completes through the provider's webhook, a job: a minute is plenty even loaded.
  const deadline = Date.now() + 60_000;
  while ((await availableLicences(api)) <= before) {
    if (Date.now() > deadline) throw new Error(`${goodsCode} paid, but no licence arrived in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** A group and its students' sheet (login ids and one-time passwords), made through v3. */
export const enrolClass = async (api: OrbisApi, name: string, aliases: readonly string[]) => {
  const group = await api.createEduGroup({ body: { name } });
  const students = await api.createEduGroupUsers({
    params: { groupId: group.groupId },
    body: { users: aliases.map((userAlias) => ({ userAlias })) },
  });
  return { group, students };
};

/** The password the kit's students choose at their first sign-in. */
export const STUDENT_PASSWORD = "volcano island 9";

/**
 * A student of a new group of the instructor's (`api`), given a month's licence unless told
 * otherwise, signed in past their first password change: their sheet line, the group, and the
 * account as the student now signs in with it (its session a web one).
 */
export const studentOf = async (
  origin: string,
  api: OrbisApi,
  groupName: string,
  alias: string,
  options: { readonly licensed?: boolean } = {},
) => {
  const { group, students } = await enrolClass(api, groupName, [alias]);
  const [sheet] = students;
  if (sheet === undefined) throw new Error("no student on the sheet");
  if (options.licensed !== false) {
    await buyLicences(origin, api, "LICENCE-1M");
    await api.deliverLicences({
      body: { groupId: group.groupId, userIds: [sheet.userId], durationMonths: 1 },
    });
  }
  const signIn = (password: string) =>
    apiOn(origin).loginEmail({
      body: { ...ORBIS_SERVICE, email: sheet.loginId, password, clientKind: "web" },
    });
  const first = await signIn(sheet.password);
  await apiAs(origin, first).changePassword({
    body: { currentPassword: sheet.password, newPassword: STUDENT_PASSWORD },
  });
  const own = await signIn(STUDENT_PASSWORD);
  const account: TestAccount = {
    email: sheet.loginId,
    password: STUDENT_PASSWORD,
    accessToken: own.accessToken,
    refreshToken: own.refreshToken,
  };
  return { group, sheet, account };
};
