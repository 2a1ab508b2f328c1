import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../testing/apiClient";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { classWithStudents, publishedSpace, reviewRows } from "../review/testing/testKit";
import {
  type AdminProvider,
  adminProvider,
  adminRows,
  codeOf,
  listeningOrigin,
} from "./testing/adminTestKit";

describe.each(testEngines)("reviewing submissions through the admin API, on %s", (engine) => {
  let t: TestApp;
  let admin: AdminProvider;
  let stranger: AdminProvider;
  let kid: { userId: string; api: TestApi };
  let groupId: string;

  const allRows = async () => ({ ...(await adminRows(t)), ...(await reviewRows(t)) });
  const listed = (filter: Record<string, unknown>) =>
    admin.getList("submissions", {
      pagination: { page: 1, perPage: 25 },
      sort: { field: "submittedAt", order: "ASC" },
      filter,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const origin = await listeningOrigin(t);
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    admin = adminProvider(origin, instructor.tokens.accessToken);
    const other = await createTestUser(t, { planId: "edu-instructor" });
    stranger = adminProvider(origin, other.tokens.accessToken);
    const { group, students } = await classWithStudents(t, instructor, "Science 5-2", ["민준"]);
    const [first] = students;
    if (first === undefined) throw new Error("student missing");
    kid = first;
    groupId = group.groupId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("rejects with feedback, refuses a second decision, and decides only the record named", async () => {
    const spaceId = await publishedSpace(t, kid.api, "Planets");
    await kid.api.submitEduLecture({ params: { spaceId } });

    const inReview = await listed({ status: "in_review", groupId });
    expect(inReview.data).toEqual([
      expect.objectContaining({
        spaceId,
        title: "Planets",
        studentId: kid.userId,
        studentAlias: "민준",
      }),
    ]);
    const [first] = inReview.data;
    if (first === undefined) throw new Error("no submission");
    expect(await codeOf(() => stranger.getOne("submissions", { id: first.id }))).toBe(140024);

    const { data: rejected } = await admin.update("submissions", {
      id: first.id,
      data: { ...first, status: "rejected", reviewComment: "Add the outer planets" },
      previousData: first,
    });
    expect(rejected).toMatchObject({ status: "rejected", reviewComment: "Add the outer planets" });
    const [audit] = await t.deps.db.kysely
      .selectFrom("admin_audit")
      .selectAll()
      .where("record_id", "=", first.id)
      .execute();
    expect(audit?.changes).toMatchObject({
      status: { from: "in_review", to: "rejected" },
      reviewComment: { from: null, to: "Add the outer planets" },
    });

    // Decided already: the review module's 140005, nothing written.
    let before = await allRows();
    const again = () =>
      admin.update("submissions", {
        id: first.id,
        data: { ...rejected, status: "approved" },
        previousData: rejected,
      });
    expect(await codeOf(again)).toBe(140005);
    expect(await allRows()).toEqual(before);

    // Resubmitted: the old record still cannot be approved, and the new one stays in review.
    await kid.api.submitEduLecture({ params: { spaceId } });
    before = await allRows();
    expect(await codeOf(again)).toBe(140005);
    expect(await allRows()).toEqual(before);
    const [second] = (await listed({ status: "in_review" })).data;
    if (second === undefined) throw new Error("no resubmission");
    expect(second.id).not.toBe(first.id);

    // A rejection without a reason is a 400 naming the field.
    expect(
      await codeOf(() =>
        admin.update("submissions", {
          id: second.id,
          data: { status: "rejected", reviewComment: " " },
          previousData: second,
        }),
      ),
    ).toBe(10400);
    const { data: approved } = await admin.update("submissions", {
      id: second.id,
      data: { ...second, status: "approved" },
      previousData: second,
    });
    expect(approved.status).toBe("approved");
    expect((await listed({ spaceId })).data.map((s) => s.status)).toEqual(["rejected", "approved"]);
    // Someone else's reviews are not theirs to make.
    expect(
      await codeOf(() =>
        stranger.update("submissions", {
          id: second.id,
          data: { status: "rejected", reviewComment: "x" },
          previousData: second,
        }),
      ),
    ).toBe(140024);
  });
});
