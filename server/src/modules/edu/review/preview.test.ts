import { PREVIEW_LIFETIME_MS } from "@orbis/core/edu";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { refusalCode } from "../../../testing/refusal";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { pageData, settleStatistics } from "../../publishing/testing";
import { classWithStudents, draftSpace, publishedSpace } from "./testing/testKit";

describe.each(testEngines)("the preview of a submitted lecture on %s", (engine) => {
  let t: TestApp;
  let teacher: TestApi;
  let kid: TestApi;
  let spaceId: string;

  const open = (url: string) => t.call({ method: "GET", url: new URL(url).pathname });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    teacher = apiFor(t, instructor);
    const { students } = await classWithStudents(t, instructor, "Art 6-1", ["지우"]);
    const [student] = students;
    if (!student) throw new Error("student missing");
    kid = student.api;
    spaceId = await publishedSpace(t, kid, "Museum as submitted");
    await kid.submitEduLecture({ params: { spaceId } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the submitted version to the reviewer, however the tour changes afterwards", async () => {
    const link = await teacher.previewEduSpace({ params: { spaceId } });
    expect(link.spaceId).toBe(spaceId);
    const lifetime = Date.parse(link.expiresAt) - t.deps.clock().getTime();
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_LIFETIME_MS);
    expect(lifetime).toBeGreaterThan(PREVIEW_LIFETIME_MS - 5_000);
    // The student renames the tour and publishes it again after submitting.
    await kid.updateTour({ params: { id: spaceId }, body: { title: "Museum, edited later" } });
    await kid.publishTour({ params: { id: spaceId }, body: {} });

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    const { tour } = pageData(page.body);
    expect([tour.title, tour.version]).toEqual(["Museum as submitted", 1]);
    // A link made now still shows the submission, not the newer version.
    const later = await kid.previewEduSpace({ params: { spaceId } });
    expect(pageData((await open(later.url)).body).tour.version).toBe(1);
  });

  it("does not count a preview as a view of the tour", async () => {
    const link = await teacher.previewEduSpace({ params: { spaceId } });
    await open(link.url);
    await settleStatistics(t);
    const views = await t.deps.db.kysely
      .selectFrom("tour_daily_stats")
      .select("visits")
      .where("tour_id", "=", spaceId)
      .execute();
    expect(views).toEqual([]);
  });

  it("tells the student a space never submitted has nothing to preview (140016)", async () => {
    const draft = await draftSpace(t, kid, "Not yet");
    expect(await refusalCode(kid.previewEduSpace({ params: { spaceId: draft } }))).toBe(140016);
    expect(await refusalCode(teacher.previewEduSpace({ params: { spaceId: draft } }))).toBe(130003);
  });

  it("answers an expired, tampered or unknown link with a clear page", async () => {
    const link = await teacher.previewEduSpace({ params: { spaceId } });
    const tampered = `${link.url.slice(0, -2)}${link.url.endsWith("AA") ? "BB" : "AA"}`;
    for (const url of [tampered, `${t.deps.config.publicUrl}/t/_preview/nothing-here`]) {
      const page = await open(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain("Preview link expired");
    }
    // Last of the tests: a day later every session of this file has ended too.
    t.advance(PREVIEW_LIFETIME_MS - 10_000);
    expect((await open(link.url)).statusCode).toBe(200);
    t.advance(10_000);
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain("This preview link has expired or is not valid.");
  });
});
