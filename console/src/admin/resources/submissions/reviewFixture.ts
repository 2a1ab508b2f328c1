import { ORBIS_SERVICE } from "@orbis/core/contract";
import { sandboxCheckoutPath } from "@orbis/core/payments";
import { subscribeTo } from "@orbis/testkit/accounts";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { expect, vi } from "vitest";

/*
 * Test code: a class term as the school journey tells it, through the real server's API only.
 * The instructor pays for the plan and a licence in the sandbox, makes a group of one student,
 * delivers the licence; the student sets their own password, publishes a tour and submits it.
 */

/** An instructor with a paid plan (the sandbox's good card), signed in. */
export const payingInstructor = async (label: string): Promise<TestAccount> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  await api.checkin();
  await subscribeTo(api, "PLAN-EDU-INSTRUCTOR-MONTH", { email: account.email });
  await vi.waitFor(
    async () => {
      const { list } = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
      expect(list.map((p) => p.status)).toEqual(["COMPLETE"]);
    },
    { timeout: 15_000, interval: 100 },
  );
  return account;
};

/** Buys one 1-month licence on the sandbox's checkout page, as its form posts, and waits for it. */
const buyLicence = async (instructor: TestAccount) => {
  const api = apiOn(instructor);
  const request = await api.preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: ["LICENCE-1M"] },
  });
  const page = new URL(sandboxCheckoutPath(request, "/admin") ?? "", serverOrigin());
  const paid = await fetch(page, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      merchantUid: request.merchantUid,
      returnUrl: "/admin",
      cardNumber: "4242-4242-4242-4242",
      expiry: "1230",
      birth: "900101",
      pwdDigit: "12",
    }),
  });
  expect(paid.status).toBe(303);
  await vi.waitFor(
    async () => {
      const available = await api.listLicences({
        headers: { langcode: "EN" },
        query: { state: "available" },
      });
      expect(available.total).toBe(1);
    },
    { timeout: 15_000, interval: 100 },
  );
};

/** A submission waiting in the instructor's review queue. */
export interface SubmittedLecture {
  readonly groupId: string;
  readonly groupName: string;
  readonly spaceId: string;
  readonly title: string;
  readonly studentAlias: string;
}

/** One student of a new group of `instructor`, licensed, who publishes `title` and submits it. */
export const submittedLecture = async (
  instructor: TestAccount,
  title: string,
): Promise<SubmittedLecture> => {
  await buyLicence(instructor);
  const api = apiOn(instructor);
  const groupName = `${title} class`;
  const group = await api.createEduGroup({ body: { name: groupName } });
  const studentAlias = "김민지";
  const [sheet] = await api.createEduGroupUsers({
    params: { groupId: group.groupId },
    body: { users: [{ userAlias: studentAlias }] },
  });
  if (sheet === undefined) throw new Error("no student on the sheet");
  await api.deliverLicences({
    body: { groupId: group.groupId, userIds: [sheet.userId], durationMonths: 1 },
  });
  const signIn = (password: string) =>
    apiOn().loginEmail({ body: { ...ORBIS_SERVICE, email: sheet.loginId, password } });
  const first = await signIn(sheet.password);
  const newPassword = "volcano island 9";
  await apiOn(first).changePassword({
    body: { currentPassword: sheet.password, newPassword },
  });
  const student = apiOn(await signIn(newPassword));
  const tour = await publishedTourVia(student, title);
  await student.submitEduLecture({ params: { spaceId: tour.tourId } });
  return { groupId: group.groupId, groupName, spaceId: tour.tourId, title, studentAlias };
};
