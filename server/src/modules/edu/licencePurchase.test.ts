import { licenceExpiry } from "@orbis/core/edu";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { freshApi, rowCount, startPaymentsApp } from "../payments/testing";
import { buyLicences } from "./testing/licenceTestKit";
import { groupWithStudents, studentApi } from "./testing/testKit";

const EN = { langcode: "EN" } as const;
const DAY = 86_400_000;

describe.each(testEngines)("buying and giving student licences end to end, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("sells licence goods only to plans that own groups (140002), writing nothing", async () => {
    const before = await rowCount(t, "payments");
    for (const planId of ["pro", "edu-member", undefined]) {
      const buyer = await createTestUser(t, planId === undefined ? {} : { planId });
      const order = apiFor(t, buyer).preparePaymentGoods({
        headers: EN,
        body: { goodsCodes: ["LICENCE-1M"] },
      });
      expect(await refusalCode(order)).toBe(140002);
    }
    expect(await rowCount(t, "payments")).toBe(before);
  });

  it("buys three licences, gives them to three students, and the students' plan ends with them", async () => {
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    const { group, students } = await groupWithStudents(t, instructor, "Class of 2026", [
      "김민지",
      "이서준",
      "박지훈",
    ]);
    const studentIds = students.map((s) => s.userId);
    for (let i = 0; i < 3; i++) await buyLicences(t, instructor, "LICENCE-1M");
    const api = await freshApi(t, instructor);

    const available = await api.listLicences({ headers: EN, query: { state: "available" } });
    expect(available.total).toBe(3);
    expect(available.list.map((l) => l.productName)).toEqual(
      Array(3).fill("Student licence, 1 month"),
    );

    const now = t.deps.clock();
    const given = await api.deliverLicences({
      body: { groupId: group.groupId, userIds: studentIds, durationMonths: 1 },
    });
    expect(given.map((l) => l.userId).sort()).toEqual([...studentIds].sort());
    const expiresAt = new Date(given[0]?.expiresAt ?? 0);
    expect(Math.abs(expiresAt.getTime() - licenceExpiry(now, 1).getTime())).toBeLessThan(60_000);
    for (const id of studentIds) {
      const { plan } = await (await studentApi(t, id)).getAccount({
        headers: { "accept-language": "en" },
      });
      expect(plan).toMatchObject({ id: "edu-member", type: "EDU" });
      expect(plan?.expiresAt).toBe(given.find((l) => l.userId === id)?.expiresAt);
    }
    const student = await studentApi(t, studentIds[0] ?? "");
    const { id: projectId } = await student.createProject({
      body: { name: "Harbour walk", kind: "contents" },
    });
    const listed = await api.listLicences({ headers: EN, query: {} });
    expect(listed.list.map((l) => l.state)).toEqual(["delivered", "delivered", "delivered"]);

    // A day past the month: the licences ran out, the students hold no plan, their work stays.
    t.advance(expiresAt.getTime() - t.deps.clock().getTime() + DAY);
    const later = await freshApi(t, instructor);
    const expired = await later.listLicences({ headers: EN, query: { state: "expired" } });
    expect(expired.total).toBe(3);
    const account = await (await studentApi(t, studentIds[0] ?? "")).getAccount({
      headers: { "accept-language": "en" },
    });
    expect(account.plan).toBeNull();
    const projects = await t.deps.db.kysely
      .selectFrom("projects")
      .select("id")
      .where("owner_id", "=", studentIds[0] ?? "")
      .execute();
    expect(projects.map((p) => p.id)).toEqual([projectId]);
    const history = await later.listInstructorHistory({ headers: EN, query: {} });
    expect(history.total).toBe(3);
    expect(history.list[0]).toMatchObject({
      productCode: "INSTRUCTOR_LICENSE_1M",
      productName: "Student licence, 1 month",
      quantity: 1,
      status: "COMPLETE",
    });
  });
});
