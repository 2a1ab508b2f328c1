import { REVIEW_COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { refusalCode, refusalOf } from "../../../testing/refusal";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { findSubmission } from "./reviewLecture";
import {
  classWithStudents,
  draftSpace,
  lapse,
  publishedSpace,
  reviewRows,
} from "./testing/testKit";

describe.each(testEngines)("lecture submission and review on %s", (engine) => {
  let t: TestApp;
  let teacher: TestApi;
  let kid: { userId: string; api: TestApi };
  let classmate: { userId: string; api: TestApi };
  // A student may have five tours online: the third takes the tests past the kid's five.
  let third: { userId: string; api: TestApi };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    teacher = apiFor(t, instructor);
    const { students } = await classWithStudents(t, instructor, "Science 5-2", [
      "서연",
      "도윤",
      "하준",
    ]);
    const [first, second, last] = students;
    if (!first || !second || !last) throw new Error("students missing");
    kid = first;
    classmate = second;
    third = last;
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (api: TestApi, spaceId: string) => api.submitEduLecture({ params: { spaceId } });
  const review = (
    spaceId: string,
    body: { status: "approved" | "rejected"; reviewComment?: string | null },
  ) => teacher.reviewEduLecture({ params: { spaceId }, body });

  it("goes submit → reject → resubmit → approve, and nothing after the approval", async () => {
    const spaceId = await publishedSpace(t, kid.api, "Planets");
    const submitted = await submit(kid.api, spaceId);
    expect(submitted).toEqual({
      spaceId,
      status: "in_review",
      submittedAt: expect.any(String),
      reviewedAt: null,
      reviewComment: null,
    });

    t.advance(60_000);
    const rejected = await review(spaceId, {
      status: "rejected",
      reviewComment: "  Add a scene for Mars.  ",
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      submittedAt: submitted.submittedAt,
      reviewComment: "Add a scene for Mars.",
    });
    expect(Date.parse(rejected.reviewedAt ?? "")).toBeGreaterThan(
      Date.parse(submitted.submittedAt),
    );

    t.advance(60_000);
    const again = await submit(kid.api, spaceId);
    expect(again).toMatchObject({ status: "in_review", reviewedAt: null, reviewComment: null });
    t.advance(60_000);
    const approved = await review(spaceId, { status: "approved" });
    expect(approved).toMatchObject({ status: "approved", reviewComment: null });

    // Both submissions stay, newest first; the rejection keeps its feedback.
    const mine = await kid.api.listMyLectures({ query: {} });
    expect(mine.total).toBe(2);
    expect(mine.list.map((l) => [l.title, l.status, l.reviewComment])).toEqual([
      ["Planets", "approved", null],
      ["Planets", "rejected", "Add a scene for Mars."],
    ]);

    // An approved lecture is neither submitted nor reviewed again.
    const before = await reviewRows(t);
    expect(await refusalCode(submit(kid.api, spaceId))).toBe(140005);
    expect(await refusalCode(review(spaceId, { status: "rejected", reviewComment: "No" }))).toBe(
      140005,
    );
    expect(await reviewRows(t)).toEqual(before);
  });

  it("refuses a second submission while the first is in review (140005), writing nothing", async () => {
    const spaceId = await publishedSpace(t, kid.api, "Moons");
    await submit(kid.api, spaceId);
    const before = await reviewRows(t);
    expect(await refusalCode(submit(kid.api, spaceId))).toBe(140005);
    expect(await reviewRows(t)).toEqual(before);
  });

  it("lets only one of two submissions at once through; the other gets 140005", async () => {
    const spaceId = await publishedSpace(t, third.api, "Meteors");
    const before = await reviewRows(t);
    const outcomes = await Promise.allSettled([
      submit(third.api, spaceId),
      submit(third.api, spaceId),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === "rejected");
    expect(await refusalCode(Promise.reject(lost?.reason))).toBe(140005);
    expect((await reviewRows(t)).lecture_submissions).toBe((before.lecture_submissions ?? 0) + 1);
  });

  it("submits a space shared with a share code (code_shared → in_review)", async () => {
    const spaceId = await publishedSpace(t, third.api, "Comets");
    const code = await third.api.createShareCode({ body: { title: "My class" } });
    await third.api.shareSpace({ params: { spaceId }, body: { codeIds: [code.codeId] } });
    expect((await submit(third.api, spaceId)).status).toBe("in_review");
  });

  it("refuses a space never published (140015), writing nothing", async () => {
    const spaceId = await draftSpace(t, kid.api, "Draft");
    const before = await reviewRows(t);
    expect(await refusalCode(submit(kid.api, spaceId))).toBe(140015);
    expect(await reviewRows(t)).toEqual(before);
  });

  it("freezes the submission to the newest version published at that moment", async () => {
    const spaceId = await publishedSpace(t, kid.api, "Stars");
    await kid.api.publishTour({ params: { id: spaceId }, body: {} });
    await submit(kid.api, spaceId);
    await kid.api.publishTour({ params: { id: spaceId }, body: {} });
    const row = await t.deps.db.kysely
      .selectFrom("lecture_submissions")
      .select(["id", "version", "snapshot_key"])
      .where("space_id", "=", spaceId)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(row.snapshot_key).toBe(`published/${spaceId}/v2.json`);
    expect((await findSubmission(t.deps)(row.id))?.space_id).toBe(spaceId);
    expect(await findSubmission(t.deps)("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("refuses a rejection without a reason, or with too long a comment, writing nothing", async () => {
    const spaceId = await publishedSpace(t, kid.api, "Galaxies");
    await submit(kid.api, spaceId);
    const before = await reviewRows(t);
    for (const reviewComment of [undefined, null, "", "   \n"]) {
      const refusal = await refusalOf(review(spaceId, { status: "rejected", reviewComment }));
      expect([refusal.code, refusal.message.startsWith("body.reviewComment")]).toEqual([
        10400,
        true,
      ]);
    }
    const long = "a".repeat(REVIEW_COMMENT_MAX_LENGTH + 1);
    const refusal = await refusalOf(review(spaceId, { status: "approved", reviewComment: long }));
    expect([refusal.code, refusal.message.startsWith("body.reviewComment")]).toEqual([10400, true]);
    expect(await reviewRows(t)).toEqual(before);
    const latest = await kid.api.listMyLectures({ query: { pageSize: 1 } });
    expect(latest.list[0]).toMatchObject({ title: "Galaxies", status: "in_review" });
  });

  it("lets only one of two reviews at once win; the other gets 140005", async () => {
    const spaceId = await publishedSpace(t, third.api, "Nebulae");
    await submit(third.api, spaceId);
    const outcomes = await Promise.allSettled([
      review(spaceId, { status: "approved" }),
      review(spaceId, { status: "rejected", reviewComment: "Too short" }),
    ]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === "rejected");
    expect(await refusalCode(Promise.reject(lost?.reason))).toBe(140005);
    const mine = await third.api.listMyLectures({ query: { pageSize: 1 } });
    expect(mine.list[0]?.status).toBe(won[0]?.status === "fulfilled" ? won[0].value.status : "");
  });

  it("refuses a student whose licence ran out (140018), writing nothing", async () => {
    const spaceId = await publishedSpace(t, classmate.api, "Asteroids");
    await lapse(t, classmate.userId);
    const before = await reviewRows(t);
    expect(await refusalCode(submit(classmate.api, spaceId))).toBe(140018);
    expect(await reviewRows(t)).toEqual(before);
  });

  it("pages the student's own submissions, newest first", async () => {
    const all = await kid.api.listMyLectures({ query: { pageSize: 100 } });
    const page2 = await kid.api.listMyLectures({ query: { pageNo: 2, pageSize: 2 } });
    expect(page2.total).toBe(all.total);
    expect(page2.list).toEqual(all.list.slice(2, 4));
    const times = all.list.map((l) => l.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await classmate.api.listMyLectures({ query: {} })).total).toBe(0);
  });
});
