import { CERTIFICATION_PERIOD_MONTHS } from "@orbis/core/edu";
import { periodEnd } from "@orbis/core/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { rowCountRepository } from "../../testing/rowCountRepository";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { instructorRepository } from "./instructorRepository";
import { renewCertification } from "./renewCertification";
import { eduTestRepository } from "./testing/eduTestRepository";

describe.each(testEngines)("instructor profile and certification on %s", (engine) => {
  let t: TestApp;
  let instructor: TestUser;
  let api: TestApi;
  const profiles = () => rowCountRepository(t.deps.db.kysely).count("instructor_profiles");

  beforeAll(async () => {
    t = await startTestApp(engine);
    instructor = await createTestUser(t, { planId: "edu-instructor" });
    api = apiFor(t, instructor);
  });
  afterAll(() => t.close());

  it("answers a profile from the account before any edit, writing nothing", async () => {
    const before = await profiles();
    const info = await api.getInstructorInfo();
    expect(info).toMatchObject({
      userId: instructor.id,
      organization: "",
      phone: null,
      introduction: null,
      onboardingStep: "information",
      certified: false,
    });
    expect(info.name).toMatch(/\S/);
    expect(await profiles()).toBe(before);
  });

  it("edits the fields sent and keeps the others", async () => {
    const first = await api.updateInstructorInfo({
      body: { name: "Kim Jiwoo", organization: "Orbis High" },
    });
    expect(first).toMatchObject({ name: "Kim Jiwoo", organization: "Orbis High", phone: null });
    const second = await api.updateInstructorInfo({
      body: { phone: "010-1234-5678", introduction: "Geography, 3rd grade" },
    });
    expect(second).toMatchObject({
      name: "Kim Jiwoo",
      organization: "Orbis High",
      phone: "010-1234-5678",
      introduction: "Geography, 3rd grade",
    });
    expect(await api.getInstructorInfo()).toEqual(second);
    const cleared = await api.updateInstructorInfo({ body: { introduction: null } });
    expect(cleared.introduction).toBeNull();
  });

  it("refuses a bad edit (400) and changes nothing", async () => {
    const before = await api.getInstructorInfo();
    for (const body of [{}, { name: "  " }, { phone: "call me" }, { name: "가".repeat(51) }])
      expect(await refusalCode(api.updateInstructorInfo({ body }))).toBe(10400);
    expect(await api.getInstructorInfo()).toEqual(before);
  });

  it("issues the certificate on the first renewal and extends it on the next", async () => {
    const none = await api.getInstructorCertification();
    expect(none).toEqual({
      certified: false,
      certificateNumber: null,
      issuedAt: null,
      expiresAt: null,
      renewable: true,
    });
    const now = t.deps.clock();
    const first = await api.renewInstructorCertification();
    expect(first.certified).toBe(true);
    expect(first.certificateNumber).toMatch(/^ORB-\d{4}-[2-9A-HJ-NP-Z]{8}$/);
    const until = new Date(first.expiresAt ?? 0);
    const expected = periodEnd(now, "MONTH", CERTIFICATION_PERIOD_MONTHS);
    expect(Math.abs(until.getTime() - expected.getTime())).toBeLessThan(60_000);
    const second = await api.renewInstructorCertification();
    expect(second).toMatchObject({
      certificateNumber: first.certificateNumber,
      issuedAt: first.issuedAt,
      expiresAt: periodEnd(until, "MONTH", CERTIFICATION_PERIOD_MONTHS).toISOString(),
    });
    expect(await api.getInstructorCertification()).toEqual(second);
    expect(await api.getInstructorInfo()).toMatchObject({
      name: "Kim Jiwoo",
      onboardingStep: "verified",
      certified: true,
    });
  });

  it("creates the profile on a renewal before any edit, named from the account", async () => {
    const fresh = await createTestUser(t, { planId: "edu-instructor" });
    const freshApi = apiFor(t, fresh);
    const before = await freshApi.getInstructorInfo();
    await freshApi.renewInstructorCertification();
    expect(await freshApi.getInstructorInfo()).toEqual({
      ...before,
      onboardingStep: "verified",
      certified: true,
    });
  });

  it("refuses a renewal without a paid instructor plan (140010), writing nothing", async () => {
    const admin = apiFor(t, await createTestUser(t, { planId: "edu-admin" }));
    const before = await profiles();
    expect((await admin.getInstructorCertification()).renewable).toBe(false);
    expect(await refusalCode(admin.renewInstructorCertification())).toBe(140010);
    expect(await profiles()).toBe(before);
  });

  it("tells an instructor whose plan lapsed which plan renews (140010 and its checkout)", async () => {
    const lapsed = await createTestUser(t, { planId: "edu-instructor" });
    const before = await profiles();
    await eduTestRepository(t.deps.db.kysely).setPlanTerm(lapsed.id, {
      expiresAt: new Date(t.deps.clock().getTime() - 60_000),
    });
    const refusal = await refusalOf(apiFor(t, lapsed).renewInstructorCertification());
    expect(refusal.code).toBe(140010);
    expect(refusal.details).toEqual({
      planId: "edu-instructor",
      checkout: "/payment?plan=edu-instructor",
    });
    expect(await profiles()).toBe(before);
  });

  it("draws another certificate number when the first is already someone's", async () => {
    const db = t.deps.db.kysely;
    const now = t.deps.clock();
    const year = now.getUTCFullYear();
    // Byte 0 draws the alphabet's first letter ("2"), byte 1 its second ("3").
    const holder = await createTestUser(t, { planId: "edu-instructor" });
    await eduTestRepository(db).holdCertificate(holder.id, `ORB-${year}-22222222`, now);
    const fills = [0, 0, 1];
    const draw = (count: number) => new Uint8Array(count).fill(fills.shift() ?? 2);
    const renewing = await createTestUser(t, { planId: "edu-instructor" });
    const account = await instructorRepository(db).account(renewing.id);
    if (account === undefined) throw new Error("the account is missing");
    const renewed = await renewCertification(db, account, now, draw);
    expect(renewed.certificateNumber).toBe(`ORB-${year}-33333333`);
    expect(await eduTestRepository(db).certificateNumbers()).toEqual(
      expect.arrayContaining([`ORB-${year}-22222222`, `ORB-${year}-33333333`]),
    );
    expect((await apiFor(t, renewing).getInstructorCertification()).certificateNumber).toBe(
      `ORB-${year}-33333333`,
    );
  });

  it("answers an empty payment history to an instructor who bought nothing", async () => {
    expect(await api.listInstructorHistory({ headers: { langcode: "KO" }, query: {} })).toEqual({
      list: [],
      total: 0,
    });
  });
});
