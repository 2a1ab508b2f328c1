import type { ErrorCode } from "@orbis/core/errors";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { freshApi, startPaymentsApp } from "../payments/testing";
import { buyLicences } from "./testing/licenceTestKit";
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
  | "deliver"
  | "listLicences"
  | "readInfo"
  | "updateInfo"
  | "readCertification"
  | "renew"
  | "history";

/** A catalogue code when refused; 0 when it goes through. */
type Answer = ErrorCode | 0;

const EVERYTHING: Record<Action, Answer> = {
  deliver: 0,
  listLicences: 0,
  readInfo: 0,
  updateInfo: 0,
  readCertification: 0,
  renew: 0,
  history: 0,
};
const refused = (code: ErrorCode): Record<Action, Answer> => ({
  deliver: code,
  listLicences: code,
  readInfo: code,
  updateInfo: code,
  readCertification: code,
  renew: code,
  history: code,
});

/*
 * The edu admin gives licences in their own group A; everyone else in the instructor's group G,
 * whose student is `student` (otherStudent is in the other instructor's group). Every other
 * action is on the caller's own profile, licences and payments. A renewal is the one call anyone
 * but a student may be told how to buy (140010): it is what the instructor plan sells.
 */
// biome-ignore format: the matrix reads best as a table
const MATRIX: Record<Role, Record<Action, Answer>> = {
  eduAdmin:        { ...EVERYTHING, renew: 140010 },
  instructor:      EVERYTHING,
  otherInstructor: { ...EVERYTHING, deliver: 140001 },
  student:         refused(140002),
  otherStudent:    refused(140002),
  pro:             { ...refused(140002), renew: 140010 },
  stranger:        { ...refused(140002), renew: 140010 },
  anonymous:       refused(10401),
};

const answerOf = async (call: () => Promise<unknown>): Promise<Answer> => {
  try {
    await call();
    return 0;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
};

const EN = { langcode: "EN" } as const;

describe.each(testEngines)("who may do what with licences and instructor data, on %s", (engine) => {
  let t: TestApp;
  const apis = {} as Record<Role, TestApi>;
  const target = {} as Record<"A" | "G", { groupId: string; userId: string }>;

  const ACTIONS: Record<Action, (api: TestApi, role: Role) => Promise<unknown>> = {
    deliver: (api, role) => {
      const { groupId, userId } = role === "eduAdmin" ? target.A : target.G;
      return api.deliverLicences({ body: { groupId, userIds: [userId], durationMonths: 1 } });
    },
    listLicences: (api) => api.listLicences({ headers: EN, query: {} }),
    readInfo: (api) => api.getInstructorInfo(),
    updateInfo: (api) => api.updateInstructorInfo({ body: { organization: "Orbis High" } }),
    readCertification: (api) => api.getInstructorCertification(),
    renew: (api) => api.renewInstructorCertification(),
    history: (api) => api.listInstructorHistory({ headers: EN, query: {} }),
  };

  beforeAll(async () => {
    t = await startPaymentsApp(engine);
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
    // Every owner holds unused licences, so a refusal is the caller's, never a shortfall.
    for (const owner of [eduAdmin, instructor, otherInstructor])
      await buyLicences(t, owner, "LICENCE-1M-BULK");
    apis.eduAdmin = await freshApi(t, eduAdmin);
    apis.instructor = await freshApi(t, instructor);
    apis.otherInstructor = await freshApi(t, otherInstructor);
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
    expect(await answerOf(() => ACTIONS[action](apis[role], role))).toBe(MATRIX[role][action]);
  });
});
