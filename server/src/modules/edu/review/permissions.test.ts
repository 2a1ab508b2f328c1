import type { ErrorCode } from "@orbis/core/errors";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { classWithStudents, lapse, publishedSpace, reviewRows } from "./testing/testKit";

type Role =
  | "eduAdmin"
  | "instructor"
  | "otherInstructor"
  | "student"
  | "sameInstructorStudent"
  | "otherInstructorStudent"
  | "pro"
  | "stranger"
  | "anonymous";
type Action = "submit" | "preview" | "review" | "listMine";

/** A catalogue code when refused; 0 when it goes through; for the list, whether it has the lecture. */
type Answer = ErrorCode | 0 | "listed" | "unlisted";

const NOT_A_STUDENT: Record<Action, Answer> = {
  submit: 140018,
  preview: 130003,
  review: 130003,
  listMine: "unlisted",
};
const ANOTHER_STUDENT: Record<Action, Answer> = {
  submit: 130003,
  preview: 130003,
  review: 130003,
  listMine: "unlisted",
};

/*
 * `student` is in the instructor's group G. `sameInstructorStudent` is in the instructor's other
 * group G2, `otherInstructorStudent` in the other instructor's group H; the edu admin owns a
 * group of their own. Submitting acts on a published space of `student` not yet submitted;
 * previewing and reviewing on another one, in review.
 */
// biome-ignore format: the matrix reads best as a table
const MATRIX: Record<Role, Record<Action, Answer>> = {
  eduAdmin:               NOT_A_STUDENT,
  instructor:             { submit: 140018, preview: 0,      review: 0,      listMine: "unlisted" },
  otherInstructor:        NOT_A_STUDENT,
  student:                { submit: 0,      preview: 0,      review: 10403,  listMine: "listed" },
  sameInstructorStudent:  ANOTHER_STUDENT,
  otherInstructorStudent: ANOTHER_STUDENT,
  pro:                    NOT_A_STUDENT,
  stranger:               NOT_A_STUDENT,
  anonymous:              { submit: 10401,  preview: 10401,  review: 10401,  listMine: 10401 },
};

const answerOf = async (call: () => Promise<Answer>): Promise<Answer> => {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
};

describe.each(testEngines)("who may do what with lecture reviews, on %s", (engine) => {
  let t: TestApp;
  const apis = {} as Record<Role, TestApi>;
  let toSubmit: string;
  let inReview: string;

  const ACTIONS: Record<Action, (role: Role) => Promise<Answer>> = {
    submit: async (role) => {
      await apis[role].submitEduLecture({ params: { spaceId: toSubmit } });
      return 0;
    },
    preview: async (role) => {
      await apis[role].previewEduSpace({ params: { spaceId: inReview } });
      return 0;
    },
    review: async (role) => {
      await apis[role].reviewEduLecture({
        params: { spaceId: inReview },
        body: { status: "rejected", reviewComment: `Rejected by ${role}` },
      });
      return 0;
    },
    listMine: async (role) => {
      const mine = await apis[role].listMyLectures({ query: {} });
      return mine.list.some((l) => l.spaceId === inReview) ? "listed" : "unlisted";
    },
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const eduAdmin = await createTestUser(t, { planId: "edu-admin" });
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    const otherInstructor = await createTestUser(t, { planId: "edu-instructor" });
    await classWithStudents(t, eduAdmin, "School A", ["정하윤"]);
    const g = await classWithStudents(t, instructor, "Class G", ["김민지"]);
    const g2 = await classWithStudents(t, instructor, "Class G2", ["이서준"]);
    const h = await classWithStudents(t, otherInstructor, "Class H", ["박지훈"]);
    const [student] = g.students;
    const [sameInstructorStudent] = g2.students;
    const [otherInstructorStudent] = h.students;
    if (!student || !sameInstructorStudent || !otherInstructorStudent)
      throw new Error("students missing");
    apis.eduAdmin = apiFor(t, eduAdmin);
    apis.instructor = apiFor(t, instructor);
    apis.otherInstructor = apiFor(t, otherInstructor);
    apis.student = student.api;
    apis.sameInstructorStudent = sameInstructorStudent.api;
    apis.otherInstructorStudent = otherInstructorStudent.api;
    apis.pro = apiFor(t, await createTestUser(t, { planId: "pro" }));
    apis.stranger = apiFor(t, await createTestUser(t));
    apis.anonymous = apiFor(t);
    toSubmit = await publishedSpace(t, student.api, "To submit");
    inReview = await publishedSpace(t, student.api, "In review");
    await student.api.submitEduLecture({ params: { spaceId: inReview } });
  });

  afterAll(async () => {
    await t?.close();
  });

  const cells = (Object.keys(MATRIX) as Role[]).flatMap((role) =>
    (Object.keys(ACTIONS) as Action[]).map((action) => [role, action] as const),
  );

  it.each(cells)("%s → %s", async (role, action) => {
    const allowed = MATRIX[role][action] === 0;
    const before = await reviewRows(t);
    expect(await answerOf(() => ACTIONS[action](role))).toBe(MATRIX[role][action]);
    // A refusal writes nothing (the list reads only).
    if (!allowed) expect(await reviewRows(t)).toEqual(before);
  });

  it("answers a space that does not exist as 130003 to everyone who could act on one", async () => {
    const spaceId = "00000000-0000-4000-8000-000000000000";
    const body = { status: "approved" as const };
    const answers = await Promise.all([
      answerOf(async () => {
        await apis.student.submitEduLecture({ params: { spaceId } });
        return 0;
      }),
      answerOf(async () => {
        await apis.instructor.previewEduSpace({ params: { spaceId } });
        return 0;
      }),
      answerOf(async () => {
        await apis.instructor.reviewEduLecture({ params: { spaceId }, body });
        return 0;
      }),
    ]);
    expect(answers).toEqual([130003, 130003, 130003]);
  });

  it("refuses a reviewer whose plan no longer owns groups (140002), writing nothing", async () => {
    const lapsing = await createTestUser(t, { planId: "edu-instructor" });
    const { students } = await classWithStudents(t, lapsing, "Class L", ["최유나"]);
    const [student] = students;
    if (!student) throw new Error("student missing");
    const spaceId = await publishedSpace(t, student.api, "Lapsed");
    await student.api.submitEduLecture({ params: { spaceId } });
    await lapse(t, lapsing.id);
    const before = await reviewRows(t);
    const review = answerOf(async () => {
      await apiFor(t, lapsing).reviewEduLecture({
        params: { spaceId },
        body: { status: "approved" },
      });
      return 0;
    });
    expect(await review).toBe(140002);
    expect(await reviewRows(t)).toEqual(before);
  });
});
