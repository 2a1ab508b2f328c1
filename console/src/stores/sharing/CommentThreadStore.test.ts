// @vitest-environment node

import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { type SharedSpaceFixture, sharedSpaceFixture } from "../../testing/sharedSpace";
import { signedInStore } from "../../testing/signedInStore";
import type { TestRootStore } from "../../testing/testRootStore";
import { CommentThreadStore } from "./CommentThreadStore";

/*
 * The comment thread against the real server: a published tour shared through a code its holder
 * joined with (testing/sharedSpace.ts). Comments are rate limited per account (six a minute),
 * so each test writes through its own space's two accounts and a few at most.
 */

const thread = (
  t: TestRootStore,
  space: SharedSpaceFixture,
  role: "owner" | "holder" | null,
  pageSize?: number,
) =>
  new CommentThreadStore({
    api: t.store.api,
    spaceId: space.spaceId,
    role: () => role,
    log: () => {},
    ...(pageSize === undefined ? {} : { pageSize }),
  });

const contents = (store: CommentThreadStore) => store.comments.map((c) => c.content);

describe("CommentThreadStore", () => {
  it("posts, edits and deletes the reader's own comment, newest first", async () => {
    const space = await sharedSpaceFixture("thread-own");
    const t = await signedInStore(space.holder);
    const store = thread(t, space, "holder");
    await store.load();
    expect(store.state).toBe("ready");
    expect(store.comments).toEqual([]);

    store.setDraft("First\nwith a second line");
    expect(await store.post()).toBe(true);
    expect(store.draft).toBe("");
    store.setDraft("<b>not bold</b>");
    expect(await store.post()).toBe(true);
    expect(contents(store)).toEqual(["<b>not bold</b>", "First\nwith a second line"]);
    const [newest] = store.comments;
    if (newest === undefined) throw new Error("no comment");
    expect(newest.mine).toBe(true);
    expect(store.canEdit(newest) && store.canDelete(newest)).toBe(true);

    store.startEdit(newest);
    store.setEditDraft("edited words");
    expect(await store.saveEdit()).toBe(true);
    expect(store.editingId).toBeNull();
    expect(contents(store)).toEqual(["edited words", "First\nwith a second line"]);
    const edited = store.comments[0];
    expect(edited?.updatedAt).not.toBe(newest.createdAt);

    expect(await store.remove(newest.commentId)).toBe(true);
    const again = thread(t, space, "holder");
    await again.load();
    expect(contents(again)).toEqual(["First\nwith a second line"]);
  });

  it("checks blank and too long drafts with core's rule and sends nothing", async () => {
    const space = await sharedSpaceFixture("thread-rule");
    const t = await signedInStore(space.holder);
    const store = thread(t, space, "holder");
    await store.load();
    const before = t.sent.length;
    store.setDraft("   \n ");
    expect(store.draftProblem).toBeNull();
    expect(await store.post()).toBe(false);
    expect(store.draftProblem).toBe("blank");
    store.setDraft("x".repeat(1001));
    expect(store.draftProblem).toBe("tooLong");
    expect(await store.post()).toBe(false);
    expect(t.sent.length).toBe(before);
  });

  it("lets the owner delete anyone's comment, and a holder only their own", async () => {
    const space = await sharedSpaceFixture("thread-moderate");
    await apiOn(space.holder).createSpaceComment({
      params: { spaceId: space.spaceId },
      body: { content: "from the holder" },
    });
    const owner = await signedInStore(space.owner);
    const ownerThread = thread(owner, space, "owner");
    await ownerThread.load();
    const [theirs] = ownerThread.comments;
    if (theirs === undefined) throw new Error("no comment");
    expect(theirs.mine).toBe(false);
    expect(ownerThread.canEdit(theirs)).toBe(false);
    expect(ownerThread.canDelete(theirs)).toBe(true);

    const stranger = await registerAccount("thread-moderate-stranger");
    const outsider = thread(await signedInStore(stranger), space, null);
    await outsider.load();
    expect(outsider.state).toBe("failed");
    expect(outsider.loadError).toMatchObject({ code: 130003 });

    expect(await ownerThread.remove(theirs.commentId)).toBe(true);
    expect(ownerThread.comments).toEqual([]);
  });

  it("pages older comments from a set that stays put while others comment", async () => {
    const space = await sharedSpaceFixture("thread-paging");
    const owner = apiOn(space.owner);
    const holder = apiOn(space.holder);
    const params = { params: { spaceId: space.spaceId } };
    for (const [api, content] of [
      [owner, "c1"],
      [holder, "c2"],
      [owner, "c3"],
      [holder, "c4"],
      [owner, "c5"],
    ] as const) {
      await api.createSpaceComment({ ...params, body: { content } });
    }
    const t = await signedInStore(space.holder);
    const store = thread(t, space, "holder", 2);
    await store.load();
    expect(contents(store)).toEqual(["c5", "c4"]);
    expect(store.hasOlder).toBe(true);

    // Someone comments meanwhile: the older pages do not shift by it.
    await owner.createSpaceComment({ ...params, body: { content: "late" } });
    await store.showOlder();
    expect(contents(store)).toEqual(["c5", "c4", "c3", "c2"]);

    // Deleting one shown moves the server's pages back by one: nothing is skipped.
    const c4 = store.comments.find((c) => c.content === "c4");
    if (c4 === undefined) throw new Error("no c4");
    expect(await store.remove(c4.commentId)).toBe(true);
    await store.showOlder();
    expect(contents(store)).toEqual(["c5", "c3", "c2", "c1"]);
    expect(store.hasOlder).toBe(false);
  });

  it("keeps the rate limit's refusal for the post box, with the wait", async () => {
    const space = await sharedSpaceFixture("thread-rate");
    const t = await signedInStore(space.holder);
    const store = thread(t, space, "holder");
    await store.load();
    for (let i = 1; i <= 6; i++) {
      store.setDraft(`comment ${i}`);
      expect(await store.post()).toBe(true);
    }
    store.setDraft("one too many");
    expect(await store.post()).toBe(false);
    expect(store.postError).toMatchObject({ code: 130006 });
    expect((store.postError as { details: unknown }).details).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    expect(store.draft).toBe("one too many");
    // Said beside the box, not also in a snackbar.
    expect(t.store.ui.snackbar.current).toBeUndefined();
  });
});
