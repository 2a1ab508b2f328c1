import { COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { COMMENT_RATE_WINDOW_MS, COMMENTS_PER_WINDOW } from "@orbis/core/sharing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

describe.each(testEngines)("comments on a space on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let holder: TestUser;
  let as: { owner: TestApi; holder: TestApi };
  let spaceId: string;
  let otherSpaceId: string;

  /** Lets the comment rate window pass, so a test starts with every post available. */
  const rested = () => t.advance(COMMENT_RATE_WINDOW_MS);

  const post = (api: TestApi, content: string, space = spaceId) =>
    api.createSpaceComment({ params: { spaceId: space }, body: { content } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro", name: "Teacher" });
    holder = await createTestUser(t, { name: "Pupil" });
    as = { owner: apiFor(t, owner), holder: apiFor(t, holder) };
    spaceId = (await publishedTour(t, owner)).tourId;
    otherSpaceId = (await publishedTour(t, owner, "Elsewhere")).tourId;
    await shareWith(t, owner, spaceId, [holder]);
  });
  afterAll(() => t.close());

  it("keeps content as sent and shows whose it is", async () => {
    rested();
    const content = "  <script>alert('hi')</script> & <b>bold</b>\nline two  ";
    const created = await post(as.holder, content);
    expect(created).toMatchObject({
      spaceId,
      content,
      author: { id: holder.id, name: "Pupil" },
      mine: true,
    });
    const seen = await as.owner.listSpaceComments({ params: { spaceId }, query: {} });
    expect(seen.list[0]).toEqual({ ...created, mine: false });
    await post(as.holder, "x".repeat(COMMENT_MAX_LENGTH));
  });

  it("pages newest first, steadily while comments arrive", async () => {
    rested();
    const space = (await publishedTour(t, owner, "Busy")).tourId;
    for (let i = 1; i <= 5; i++) {
      t.advance(COMMENT_RATE_WINDOW_MS / COMMENTS_PER_WINDOW);
      await post(as.owner, `Comment ${i}`, space);
    }
    const page = (pageNo: number, until?: string) =>
      as.owner.listSpaceComments({
        params: { spaceId: space },
        query: { pageNo, pageSize: 2, ...(until === undefined ? {} : { until }) },
      });
    const first = await page(1);
    expect([first.list.map((c) => c.content), first.total]).toEqual([
      ["Comment 5", "Comment 4"],
      5,
    ]);
    const until = first.list[0]?.createdAt;
    for (const content of ["Late 1", "Late 2"]) {
      t.advance(COMMENT_RATE_WINDOW_MS / COMMENTS_PER_WINDOW);
      await post(as.owner, content, space);
    }
    const second = await page(2, until);
    const third = await page(3, until);
    expect([second, third].map((p) => [p.list.map((c) => c.content), p.total])).toEqual([
      [["Comment 3", "Comment 2"], 5],
      [["Comment 1"], 5],
    ]);
    expect((await page(4, until)).list).toEqual([]);
    expect((await page(1)).list.map((c) => c.content)).toEqual(["Late 2", "Late 1"]);
  });

  it("slows a fast commenter down with the wait to show, writing nothing", async () => {
    rested();
    for (let i = 0; i < COMMENTS_PER_WINDOW; i++) await post(as.holder, `Quick ${i}`);
    const before = await sharingRows(t);
    const refusal = await refusalOf(post(as.holder, "One too many"));
    expect([refusal.code, refusal.details]).toEqual([130006, { retryAfterSeconds: 60 }]);
    const raw = await t.call({
      method: "POST",
      url: routeUrl("createSpaceComment", { spaceId }),
      headers: { ...holder.auth, "content-type": "application/json" },
      payload: JSON.stringify({ content: "Still too fast" }),
    });
    expect([raw.statusCode, raw.headers["retry-after"]]).toEqual([429, "60"]);
    expect(await sharingRows(t)).toEqual(before);
    // Others may still speak.
    await post(as.owner, "My turn");
    t.advance(COMMENT_RATE_WINDOW_MS);
    await post(as.holder, "Patient now");
  });

  it("counts deleted comments too, so deleting buys no room", async () => {
    rested();
    for (let i = 0; i < COMMENTS_PER_WINDOW; i++) {
      const quick = await post(as.holder, `Regretted ${i}`);
      await as.holder.deleteSpaceComment({ params: { spaceId, commentId: quick.commentId } });
    }
    expect((await refusalOf(post(as.holder, "Sneaking in"))).code).toBe(130006);
    t.advance(COMMENT_RATE_WINDOW_MS);
    await post(as.holder, "After the wait");
  });

  it("refuses blank and too long content with the field named, writing nothing", async () => {
    rested();
    const before = await sharingRows(t);
    for (const content of ["", " \n\t ", "x".repeat(COMMENT_MAX_LENGTH + 1)]) {
      const refusal = await refusalOf(post(as.holder, content));
      expect([refusal.code, refusal.message.startsWith("body.content")]).toEqual([10400, true]);
    }
    const mine = (await as.holder.listSpaceComments({ params: { spaceId }, query: {} })).list[0];
    const edit = as.holder.updateSpaceComment({
      params: { spaceId, commentId: mine?.commentId ?? "" },
      body: { content: "   " },
    });
    expect((await refusalOf(edit)).code).toBe(10400);
    expect(await sharingRows(t)).toEqual(before);
  });

  it("edits one's own comment, moving its update time; only on its own space", async () => {
    rested();
    const created = await post(as.holder, "Frist!");
    t.advance(5_000);
    const edited = await as.holder.updateSpaceComment({
      params: { spaceId, commentId: created.commentId },
      body: { content: "First!" },
    });
    expect(edited).toEqual({ ...created, content: "First!", updatedAt: expect.any(String) });
    expect(Date.parse(edited.updatedAt) - Date.parse(created.updatedAt)).toBeGreaterThanOrEqual(
      5_000,
    );

    const elsewhere = await post(as.owner, "On another space", otherSpaceId);
    const before = await sharingRows(t);
    const wrongSpace = { spaceId, commentId: elsewhere.commentId };
    expect(
      (await refusalOf(as.owner.updateSpaceComment({ params: wrongSpace, body: { content: "x" } })))
        .code,
    ).toBe(130004);
    expect((await refusalOf(as.owner.deleteSpaceComment({ params: wrongSpace }))).code).toBe(
      130004,
    );
    expect(
      (await refusalOf(as.holder.deleteSpaceComment({ params: { spaceId, commentId: "gone" } })))
        .code,
    ).toBe(130004);
    expect(await sharingRows(t)).toEqual(before);

    await as.holder.deleteSpaceComment({ params: { spaceId, commentId: created.commentId } });
    const left = await as.holder.listSpaceComments({ params: { spaceId }, query: {} });
    expect(left.list.map((c) => c.commentId)).not.toContain(created.commentId);
  });
});
