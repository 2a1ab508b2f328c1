import { ORBIS_SERVICE } from "@orbis/core/contract";
import { canOwnGroups } from "@orbis/core/edu";
import { planFlags } from "@orbis/core/plans";
import { becomeInstructor, buyLicences, enrolClass } from "@orbis/testkit/edu";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { expect, vi } from "vitest";

/*
 * Test code: a class term as the school journey tells it, through the real server's API and the
 * test kit's school side. The instructor pays for the plan and a licence in the sandbox, makes a
 * group of one student and delivers the licence; the student sets their own password, publishes
 * a tour and submits it.
 */

/** An instructor on the paid instructor plan (the sandbox's good card), once the plan shows. */
export const payingInstructor = async (label: string): Promise<TestAccount> => {
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
  const api = apiOn(instructor);
  await buyLicences(serverOrigin(), api, "LICENCE-1M");
  const groupName = `${title} class`;
  const studentAlias = "김민지";
  const { group, students } = await enrolClass(api, groupName, [studentAlias]);
  const [sheet] = students;
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
