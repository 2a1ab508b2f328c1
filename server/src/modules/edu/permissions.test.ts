import type { ErrorCode } from "@orbis/core/errors";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { groupWithStudents, studentApi } from "./testing/testKit";

type Role =
  | "eduAdmin"
  | "instructor"
  | "otherInstructor"
  | "student"
  | "otherStudent"
  | "pro"
  | "stranger"
  | "anonymous";
type Action =
  | "createGroup"
  | "listGroups"
  | "listUsers"
  | "createUsers"
  | "alias"
  | "reset"
  | "download";

/** A catalogue code when refused; 0 when it goes through, or whether the group is in the list. */
type Answer = ErrorCode | 0 | "listed" | "unlisted";

const OWNER: Record<Action, Answer> = {
  createGroup: 0,
  listGroups: "listed",
  listUsers: 0,
  createUsers: 0,
  alias: 0,
  reset: 0,
  download: 0,
};
const cannotOwnGroups = (code: ErrorCode): Record<Action, Answer> => ({
  createGroup: code,
  listGroups: code,
  listUsers: code,
  createUsers: code,
  alias: code,
  reset: code,
  download: code,
});

/*
 * The edu admin acts on their own group A; everyone else on the instructor's group G, whose
 * student is `student` (otherStudent is in the other instructor's group). Alias and reset act on
 * another student of the group, so the student callers keep their sessions.
 */
// biome-ignore format: the matrix reads best as a table
const MATRIX: Record<Role, Record<Action, Answer>> = {
  eduAdmin:        OWNER,
  instructor:      OWNER,
  otherInstructor: { createGroup: 0, listGroups: "unlisted", listUsers: 140001, createUsers: 140001, alias: 140001, reset: 140001, download: 140001 },
  student:         cannotOwnGroups(140002),
  otherStudent:    cannotOwnGroups(140002),
  pro:             cannotOwnGroups(140002),
  stranger:        cannotOwnGroups(140002),
  anonymous:       cannotOwnGroups(10401),
};

const answerOf = async (call: () => Promise<Answer>): Promise<Answer> => {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
};

describe.each(testEngines)("who may do what with edu groups, on %s", (engine) => {
  let t: TestApp;
  const apis = {} as Record<Role, TestApi>;
  const target = {} as Record<"A" | "G", { groupId: string; userId: string }>;
  let otherGroup: { groupId: string; userId: string };

  const scopeOf = (role: Role) => (role === "eduAdmin" ? target.A : target.G);

  const ACTIONS: Record<Action, (role: Role) => Promise<Answer>> = {
    createGroup: async (role) => {
      await apis[role].createEduGroup({ body: { name: `Class of ${role}` } });
      return 0;
    },
    listGroups: async (role) => {
      const groups = await apis[role].listEduGroups();
      return groups.some((g) => g.groupId === scopeOf(role).groupId) ? "listed" : "unlisted";
    },
    listUsers: async (role) => {
      await apis[role].listEduGroupUsers({ params: { groupId: scopeOf(role).groupId } });
      return 0;
    },
    createUsers: async (role) => {
      await apis[role].createEduGroupUsers({
        params: { groupId: scopeOf(role).groupId },
        body: { users: [{ userAlias: `New student of ${role}` }] },
      });
      return 0;
    },
    alias: async (role) => {
      await apis[role].updateEduGroupUser({
        params: scopeOf(role),
        body: { userAlias: `Renamed by ${role}` },
      });
      return 0;
    },
    reset: async (role) => {
      await apis[role].resetEduGroupUserPassword({ params: scopeOf(role) });
      return 0;
    },
    download: async (role) => {
      await apis[role].downloadEduGroupUsers({
        params: { groupId: scopeOf(role).groupId },
        body: {},
      });
      return 0;
    },
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const eduAdmin = await createTestUser(t, { planId: "edu-admin" });
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    const otherInstructor = await createTestUser(t, { planId: "edu-instructor" });
    const a = await groupWithStudents(t, eduAdmin, "School A", ["정하윤"]);
    const g = await groupWithStudents(t, instructor, "Class G", ["김민지", "이서준"]);
    const h = await groupWithStudents(t, otherInstructor, "Class H", ["박지훈"]);
    const [targetA] = a.students;
    const [student, targetG] = g.students;
    const [otherStudent] = h.students;
    if (!targetA || !student || !targetG || !otherStudent) throw new Error("students missing");
    target.A = { groupId: a.group.groupId, userId: targetA.userId };
    target.G = { groupId: g.group.groupId, userId: targetG.userId };
    otherGroup = { groupId: h.group.groupId, userId: otherStudent.userId };
    apis.eduAdmin = apiFor(t, eduAdmin);
    apis.instructor = apiFor(t, instructor);
    apis.otherInstructor = apiFor(t, otherInstructor);
    apis.student = await studentApi(t, student.userId);
    apis.otherStudent = await studentApi(t, otherStudent.userId);
    apis.pro = apiFor(t, await createTestUser(t, { planId: "pro" }));
    apis.stranger = apiFor(t, await createTestUser(t));
    apis.anonymous = apiFor(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const cells = (Object.keys(MATRIX) as Role[]).flatMap((role) =>
    (Object.keys(ACTIONS) as Action[]).map((action) => [role, action] as const),
  );

  it.each(cells)("%s → %s", async (role, action) => {
    expect(await answerOf(() => ACTIONS[action](role))).toBe(MATRIX[role][action]);
  });

  it("refuses an owner's own group with another group's student (140003), and that group as not theirs (140001)", async () => {
    const foreignStudent = { groupId: target.G.groupId, userId: otherGroup.userId };
    expect(
      await answerOf(async () => {
        await apis.instructor.updateEduGroupUser({
          params: foreignStudent,
          body: { userAlias: "Someone else" },
        });
        return 0;
      }),
    ).toBe(140003);
    expect(
      await answerOf(async () => {
        await apis.instructor.resetEduGroupUserPassword({ params: foreignStudent });
        return 0;
      }),
    ).toBe(140003);
    expect(
      await answerOf(async () => {
        await apis.instructor.downloadEduGroupUsers({
          params: { groupId: target.G.groupId },
          body: { userIds: [target.G.userId, otherGroup.userId] },
        });
        return 0;
      }),
    ).toBe(140003);
    expect(
      await answerOf(async () => {
        await apis.instructor.resetEduGroupUserPassword({ params: otherGroup });
        return 0;
      }),
    ).toBe(140001);
  });

  it("answers a missing group as 140001 to an owner, and 140002 to a plan that cannot own one", async () => {
    const missing = { groupId: "00000000-0000-4000-8000-000000000000" };
    const list = (api: TestApi) => async () => {
      await api.listEduGroupUsers({ params: missing });
      return 0 as const;
    };
    expect(await answerOf(list(apis.instructor))).toBe(140001);
    expect(await answerOf(list(apis.pro))).toBe(140002);
  });
});
