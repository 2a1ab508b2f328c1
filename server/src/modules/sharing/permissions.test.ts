import type { ErrorCode } from "@orbis/core/errors";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

type Role = "owner" | "coworker" | "holder" | "exHolder" | "stranger" | "anonymous";
type Action =
  | "share"
  | "unshare"
  | "list"
  | "read"
  | "comment"
  | "editOwn"
  | "editOthers"
  | "deleteOwn"
  | "deleteOthers"
  | "held"
  | "leave";

/**
 * What a cell answers: a catalogue code when refused; when it goes through, 0, or what the
 * caller saw (whether the space, or for `held` the code sharing it, is in their list; their role
 * reading it). `leave` leaves a second code sharing the space, so the holder's other cells stand.
 */
type Answer = ErrorCode | 0 | "listed" | "unlisted" | "owner" | "coworker" | "holder";

const REFUSED_AS_MISSING: Record<Action, Answer> = {
  share: 130003,
  unshare: 130003,
  list: "unlisted",
  read: 130003,
  comment: 130003,
  editOwn: 130003,
  editOthers: 130003,
  deleteOwn: 130003,
  deleteOthers: 130003,
  held: "unlisted",
  leave: 130001,
};

// biome-ignore format: the matrix reads best as a table
const MATRIX: Record<Role, Record<Action, Answer>> = {
  owner:     { share: 0,     unshare: 0,     list: "unlisted", read: "owner",    comment: 0, editOwn: 0, editOthers: 130005, deleteOwn: 0, deleteOthers: 0,      held: "unlisted", leave: 130001 },
  coworker:  { share: 10403, unshare: 10403, list: "unlisted", read: "coworker", comment: 0, editOwn: 0, editOthers: 130005, deleteOwn: 0, deleteOthers: 130005, held: "unlisted", leave: 130001 },
  holder:    { share: 10403, unshare: 10403, list: "listed",   read: "holder",   comment: 0, editOwn: 0, editOthers: 130005, deleteOwn: 0, deleteOthers: 130005, held: "listed",   leave: 0 },
  exHolder:  REFUSED_AS_MISSING,
  stranger:  REFUSED_AS_MISSING,
  anonymous: { share: 10401, unshare: 10401, list: 10401, read: 10401, comment: 10401, editOwn: 10401, editOthers: 10401, deleteOwn: 10401, deleteOthers: 10401, held: 10401, leave: 10401 },
};

const answerOf = async (call: Promise<Answer>): Promise<Answer> => {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
};

describe.each(testEngines)("who may do what on a space, on %s", (engine) => {
  let t: TestApp;
  let users: Record<Exclude<Role, "anonymous">, TestUser> & { author: TestUser };
  let spaceId: string;
  let spareCodeId: string;
  let heldCodeId: string;
  let leavingCodeId: string;
  /** Each role's own comment (the author's for those who have none). */
  const own: Partial<Record<Role, string>> = {};
  let exHoldersSecond: string;
  let theirs: string;

  const api = (role: Role): TestApi => (role === "anonymous" ? apiFor(t) : apiFor(t, users[role]));

  /** A new comment of the author (another holder); the clock moves on so the rate never bites. */
  const authorComment = async () => {
    t.advance(10_000);
    const comment = await apiFor(t, users.author).createSpaceComment({
      params: { spaceId },
      body: { content: "From the author" },
    });
    return comment.commentId;
  };

  const comment = (role: Role, content: string) =>
    api(role)
      .createSpaceComment({ params: { spaceId }, body: { content } })
      .then((c) => c.commentId);

  /** Each action as a role: set up what it needs, then a call that answers the cell. */
  const ACTIONS: Record<Action, (role: Role) => Promise<() => Promise<Answer>>> = {
    share: async (role) => async () => {
      await api(role).shareSpace({ params: { spaceId }, body: { codeIds: [spareCodeId] } });
      return 0;
    },
    unshare: async (role) => async () => {
      await api(role).unshareSpace({ params: { spaceId }, body: { codeIds: [spareCodeId] } });
      return 0;
    },
    list: async (role) => async () => {
      const page = await api(role).listSharedSpaces({ query: {} });
      return page.list.some((s) => s.spaceId === spaceId) ? "listed" : "unlisted";
    },
    read: async (role) => async () => (await api(role).getSpace({ params: { spaceId } })).role,
    comment: async (role) => async () => {
      await comment(role, `A word from ${role}`);
      return 0;
    },
    editOwn: async (role) => {
      const commentId = own[role] ?? theirs;
      return async () => {
        await api(role).updateSpaceComment({
          params: { spaceId, commentId },
          body: { content: "Edited" },
        });
        return 0;
      };
    },
    editOthers: async (role) => async () => {
      await api(role).updateSpaceComment({
        params: { spaceId, commentId: theirs },
        body: { content: "Not yours" },
      });
      return 0;
    },
    deleteOwn: async (role) => {
      const commentId =
        role === "exHolder"
          ? exHoldersSecond
          : MATRIX[role].comment === 0
            ? await comment(role, "To delete")
            : await authorComment();
      return async () => {
        await api(role).deleteSpaceComment({ params: { spaceId, commentId } });
        return 0;
      };
    },
    deleteOthers: async (role) => {
      const commentId = await authorComment();
      return async () => {
        await api(role).deleteSpaceComment({ params: { spaceId, commentId } });
        return 0;
      };
    },
    held: async (role) => async () => {
      const held = await api(role).listHeldShareCodes();
      return held.some((c) => c.codeId === heldCodeId) ? "listed" : "unlisted";
    },
    leave: async (role) => async () => {
      await api(role).leaveShareCode({ params: { codeId: leavingCodeId } });
      return 0;
    },
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    users = {
      owner: await createTestUser(t, { planId: "pro", name: "Owner" }),
      coworker: await createTestUser(t, { name: "Coworker" }),
      holder: await createTestUser(t, { name: "Holder" }),
      exHolder: await createTestUser(t, { name: "Former holder" }),
      stranger: await createTestUser(t, { name: "Stranger" }),
      author: await createTestUser(t, { name: "Author" }),
    };
    const tour = await publishedTour(t, users.owner);
    spaceId = tour.tourId;
    await api("owner").addProjectCoworker({
      params: { id: tour.projectId },
      body: { email: users.coworker.email, role: "viewer" },
    });
    heldCodeId = (await shareWith(t, users.owner, spaceId, [users.holder, users.author])).codeId;
    leavingCodeId = (await shareWith(t, users.owner, spaceId, [users.holder], "Leaving")).codeId;
    const gone = await shareWith(t, users.owner, spaceId, [users.exHolder], "Last year");
    spareCodeId = (await api("owner").createShareCode({ body: { title: "Spare" } })).codeId;
    for (const role of ["owner", "coworker", "holder", "exHolder"] as const)
      own[role] = await comment(role, `Mine, ${role}`);
    exHoldersSecond = await comment("exHolder", "Also mine");
    theirs = await authorComment();
    await api("owner").deleteShareCode({ params: { codeId: gone.codeId } });
  });
  afterAll(() => t.close());

  const cells = (Object.keys(MATRIX) as Role[]).flatMap((role) =>
    (Object.keys(MATRIX[role]) as Action[]).map((action) => ({
      role,
      action,
      expected: MATRIX[role][action],
    })),
  );

  it.each(cells)("$role $action → $expected", async ({ role, action, expected }) => {
    const call = await ACTIONS[action](role);
    const before = await sharingRows(t);
    const answer = await answerOf(call());
    expect(answer).toBe(expected);
    if (typeof answer === "number" && answer !== 0) expect(await sharingRows(t)).toEqual(before);
  });
});
