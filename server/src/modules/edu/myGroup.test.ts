import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { freshApi, startPaymentsApp } from "../payments/testing";
import { buyLicences } from "./testing/licenceTestKit";
import { groupWithStudents, studentApi } from "./testing/testKit";

/*
 * `GET /edu/group/mine`: a student reads their own group and when their licence ends; anyone in no
 * group reads null.
 */
describe.each(testEngines)("a student's own group on %s", (engine) => {
  let t: TestApp;
  let instructor: TestUser;

  beforeAll(async () => {
    t = await startPaymentsApp(engine);
    instructor = await createTestUser(t, { planId: "edu-instructor" });
  });
  afterAll(() => t.close());

  it("answers the group, without a licence and then with the delivered licence's end", async () => {
    const { group, students } = await groupWithStudents(t, instructor, "3학년 2반", [
      "김민지",
      "이서준",
    ]);
    const [minji, seojun] = students;
    if (minji === undefined || seojun === undefined) throw new Error("no students");
    const minjiApi = await studentApi(t, minji.userId);
    expect(await minjiApi.getMyEduGroup()).toEqual({
      groupId: group.groupId,
      name: "3학년 2반",
      licenceExpiresAt: null,
    });

    await buyLicences(t, instructor, "LICENCE-1M");
    const [given] = await (await freshApi(t, instructor)).deliverLicences({
      body: { groupId: group.groupId, userIds: [seojun.userId], durationMonths: 1 },
    });
    const seojunApi = await studentApi(t, seojun.userId);
    expect(await seojunApi.getMyEduGroup()).toEqual({
      groupId: group.groupId,
      name: "3학년 2반",
      licenceExpiresAt: given?.expiresAt,
    });
    expect(given?.expiresAt).toEqual(expect.any(String));
  });

  it("answers null to the group's owner and to anyone in no group", async () => {
    expect(await (await freshApi(t, instructor)).getMyEduGroup()).toBeNull();
    const creator = await createTestUser(t, { planId: "pro" });
    expect(await apiFor(t, creator).getMyEduGroup()).toBeNull();
  });
});
