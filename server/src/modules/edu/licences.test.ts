import { licenceExpiry } from "@orbis/core/edu";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { freshApi, startPaymentsApp } from "../payments/testing";
import { buyLicences, deliveryState, studentPlanRow } from "./testing/licenceTestKit";
import { groupWithStudents } from "./testing/testKit";

const EN = { langcode: "EN" } as const;

describe.each(testEngines)("student licences on %s", (engine) => {
  let t: TestApp;
  let instructor: TestUser;
  let api: TestApi;
  let groupId: string;
  let studentIds: string[];
  let otherGroupId: string;
  let otherStudentId: string;

  beforeAll(async () => {
    t = await startPaymentsApp(engine);
    instructor = await createTestUser(t, { planId: "edu-instructor" });
    const g = await groupWithStudents(t, instructor, "Class G", ["김민지", "이서준", "박지훈"]);
    groupId = g.group.groupId;
    studentIds = g.students.map((s) => s.userId);
    const other = await createTestUser(t, { planId: "edu-instructor" });
    const h = await groupWithStudents(t, other, "Class H", ["정하윤"]);
    otherGroupId = h.group.groupId;
    otherStudentId = h.students[0]?.userId ?? "";
    await buyLicences(t, instructor, "LICENCE-1M-BULK");
    await buyLicences(t, instructor, "LICENCE-2M");
    // Paying signs the buyer in afresh (as the browser does), which ends their older session.
    api = await freshApi(t, instructor);
  });
  afterAll(() => t.close());

  const ids = (n: number) => studentIds.slice(0, n);

  it("gives each student one licence and puts them on the student plan until it ends", async () => {
    const now = t.deps.clock();
    const given = await api.deliverLicences({
      body: { groupId, userIds: ids(2), durationMonths: 1 },
    });
    expect(given).toHaveLength(2);
    expect(new Set(given.map((l) => l.licenceId)).size).toBe(2);
    for (const licence of given) {
      expect(licence).toMatchObject({
        productCode: "INSTRUCTOR_LICENSE_1M_BULK",
        durationMonths: 1,
        state: "delivered",
        groupId,
      });
      expect(ids(2)).toContain(licence.userId);
      const expiresAt = new Date(licence.expiresAt ?? "");
      expect(Math.abs(expiresAt.getTime() - licenceExpiry(now, 1).getTime())).toBeLessThan(60_000);
      const plan = await studentPlanRow(t, licence.userId ?? "");
      expect(plan.plan_id).toBe("edu-member");
      expect(new Date(plan.plan_expires_at ?? 0).toISOString()).toBe(licence.expiresAt);
    }
    const aliases = given.map((l) => l.userAlias).sort();
    expect(aliases).toEqual(["김민지", "이서준"].sort());
  });

  it("adds a licence given while one runs after it, keeping the date the plan started", async () => {
    const [first] = ids(1);
    if (first === undefined) throw new Error("no student");
    const before = await studentPlanRow(t, first);
    const [given] = await api.deliverLicences({
      body: { groupId, userIds: [first], durationMonths: 2 },
    });
    const heldUntil = new Date(before.plan_expires_at ?? 0);
    expect(given?.expiresAt).toBe(licenceExpiry(heldUntil, 2).toISOString());
    const after = await studentPlanRow(t, first);
    expect(after.plan_started_at).toEqual(before.plan_started_at);
    expect(new Date(after.plan_expires_at ?? 0).toISOString()).toBe(given?.expiresAt);
  });

  it("refuses more students than unused licences of the duration (140009), writing nothing", async () => {
    const before = await deliveryState(t);
    const refused = await refusalOf(
      api.deliverLicences({ body: { groupId, userIds: ids(2), durationMonths: 2 } }),
    );
    expect(refused.code).toBe(140009);
    expect(refused.details).toEqual({ needed: 2, available: 0 });
    expect(
      await refusalCode(
        api.deliverLicences({ body: { groupId, userIds: ids(1), durationMonths: 3 } }),
      ),
    ).toBe(140009);
    expect(await deliveryState(t)).toEqual(before);
  });

  it("refuses another group's student (140003), another's group (140001) and a repeated student (10400), writing nothing", async () => {
    const before = await deliveryState(t);
    const deliver = (body: { groupId: string; userIds: string[] }) =>
      refusalCode(api.deliverLicences({ body: { ...body, durationMonths: 1 } }));
    expect(await deliver({ groupId, userIds: [...ids(1), otherStudentId] })).toBe(140003);
    expect(await deliver({ groupId: otherGroupId, userIds: [otherStudentId] })).toBe(140001);
    expect(await deliver({ groupId, userIds: [...ids(1), ...ids(1)] })).toBe(10400);
    expect(await deliver({ groupId, userIds: [] })).toBe(10400);
    expect(await deliveryState(t)).toEqual(before);
  });

  it("lists the owner's licences newest first, by state and duration, named in langCode", async () => {
    const all = await api.listLicences({ headers: EN, query: {} });
    expect(all.total).toBe(11);
    expect(all.list[0]).toMatchObject({
      productCode: "INSTRUCTOR_LICENSE_2M",
      productName: "Student licence, 2 months",
      state: "delivered",
    });
    const available = await api.listLicences({ headers: EN, query: { state: "available" } });
    expect(available.total).toBe(8);
    expect(available.list.every((l) => l.userId === null && l.groupId === null)).toBe(true);
    const delivered = await api.listLicences({
      headers: { langcode: "KO" },
      query: { state: "delivered", durationMonths: 1 },
    });
    expect(delivered.total).toBe(2);
    expect(delivered.list[0]?.productName).toBe("학생 라이선스 1개월 (10개 묶음)");
    const page = await api.listLicences({ headers: EN, query: { pageNo: 2, pageSize: 5 } });
    expect(page.total).toBe(11);
    expect(page.list.map((l) => l.licenceId)).toEqual(
      all.list.slice(5, 10).map((l) => l.licenceId),
    );
    expect(await api.listLicences({ headers: EN, query: { state: "expired" } })).toEqual({
      list: [],
      total: 0,
    });
  });

  it("never gives one licence twice when deliveries run at once", async () => {
    const owner = await createTestUser(t, { planId: "edu-instructor" });
    const aliases = Array.from({ length: 12 }, (_, i) => `학생 ${i + 1}`);
    const g = await groupWithStudents(t, owner, "Race", aliases);
    await buyLicences(t, owner, "LICENCE-1M-BULK");
    const ownerApi = await freshApi(t, owner);
    const students = g.students.map((s) => s.userId);
    const deliver = (userIds: string[]) =>
      ownerApi.deliverLicences({
        body: { groupId: g.group.groupId, userIds, durationMonths: 1 },
      });
    // Twelve students, ten licences: one delivery of six goes through, the other finds four.
    const [a, b] = await Promise.allSettled([
      deliver(students.slice(0, 6)),
      deliver(students.slice(6)),
    ]);
    const given = [a, b].flatMap((r) => (r.status === "fulfilled" ? r.value : []));
    expect(given).toHaveLength(6);
    expect([a, b].filter((r) => r.status === "rejected")).toHaveLength(1);
    // The same two students twice at once: both go through, the second after the first.
    const same = students.slice(0, 2);
    const twice = await Promise.all([deliver(same), deliver(same)]);
    const licenceIds = [...given, ...twice.flat()].map((l) => l.licenceId);
    expect(licenceIds).toHaveLength(10);
    expect(new Set(licenceIds).size).toBe(10);
    const rows = await t.deps.db.kysely
      .selectFrom("licences")
      .select(["holder_id", "expires_at"])
      .where("owner_id", "=", owner.id)
      .where("holder_id", "is not", null)
      .execute();
    expect(rows).toHaveLength(10);
    // Each of the two holds its licences one after another, never two ending together.
    for (const id of same) {
      const ends = rows
        .filter((r) => r.holder_id === id)
        .map((r) => new Date(r.expires_at ?? 0).getTime());
      expect(ends.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ends).size).toBe(ends.length);
      const plan = await studentPlanRow(t, id);
      expect(new Date(plan.plan_expires_at ?? 0).getTime()).toBe(Math.max(...ends));
    }
  });
});
