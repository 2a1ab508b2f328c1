import { subscribeTo } from "@orbis/testkit/accounts";
import type { studentOf } from "@orbis/testkit/vitest/sharedServer";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";

/*
 * The education tests' accounts on the shared server. Instructors, students and checkout pages
 * come from the test kit (`@orbis/testkit/vitest/sharedServer`); what is left here is an account
 * on any education plan, the school admin's included.
 */

/** A fresh account on the education plan `goods` (`PLAN-EDU-INSTRUCTOR-MONTH` unless told). */
export const eduAccount = async (
  label: string,
  goods = "PLAN-EDU-INSTRUCTOR-MONTH",
): Promise<TestAccount> => {
  const account = await registerAccount(label);
  await subscribeTo(apiOn(account), goods, { email: account.email });
  return account;
};

/** A student the kit made: their sheet line, group and account. */
export type TestStudent = Awaited<ReturnType<typeof studentOf>>;
