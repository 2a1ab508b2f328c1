import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordFlagRepository } from "../../../testing/passwordFlagRepository";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../../testing/users";
import { classWithStudents, publishedSpace } from "../review/testing/testKit";
import { groupWithStudents } from "../testing/testKit";
import {
  type AdminProvider,
  adminProvider,
  adminRows,
  boughtLicences,
  codeOf,
  listeningOrigin,
} from "./testing/adminTestKit";

type Role =
  | "eduAdmin"
  | "instructor"
  | "otherInstructor"
  | "student"
  | "otherStudent"
  | "pro"
  | "stranger"
  | "anonymous";

/** What a role's call on a resource answers: a catalogue code, 0, or whether the target was listed. */
type Answer = number | "listed" | "unlisted";

/** The records a role's calls aim at: an owner's own, everyone else's the instructor's. */
interface Target {
  readonly groupId: string;
  readonly studentId: string;
  readonly licenceId: string;
  readonly instructorId: string;
  readonly auditId: string;
  readonly submissionId: string;
}

const page = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: "id", order: "ASC" },
} as const;

const listed = async (call: Promise<{ data: { id: unknown }[] }>, id: string): Promise<Answer> =>
  (await call).data.some((r) => r.id === id) ? "listed" : "unlisted";

/** Each call, as `provider` aimed at `target`; `n` makes a created name unique. */
const ACTIONS = {
  listGroups: (p: AdminProvider, x: Target) =>
    listed(p.getList("groups", { ...page, filter: {} }), x.groupId),
  getGroup: (p: AdminProvider, x: Target) => p.getOne("groups", { id: x.groupId }),
  createGroup: (p: AdminProvider, _x: Target, n: string) =>
    p.create("groups", { data: { name: `New ${n}` } }),
  updateGroup: (p: AdminProvider, x: Target) =>
    p.update("groups", {
      id: x.groupId,
      data: { name: "Renamed" },
      previousData: { id: x.groupId },
    }),
  // The target group has a student: its owner meets 140023, so no fixture is lost.
  deleteGroup: (p: AdminProvider, x: Target) => p.delete("groups", { id: x.groupId }),
  listStudents: (p: AdminProvider, x: Target) =>
    listed(p.getList("students", { ...page, filter: {} }), x.studentId),
  getStudent: (p: AdminProvider, x: Target) => p.getOne("students", { id: x.studentId }),
  createStudent: (p: AdminProvider, x: Target, n: string) =>
    p.create("students", { data: { groupId: x.groupId, userAlias: `New ${n}` } }),
  updateStudent: (p: AdminProvider, x: Target, n: string) =>
    p.update("students", {
      id: x.studentId,
      data: { userAlias: `Renamed ${n}` },
      previousData: { id: x.studentId },
    }),
  listLicences: (p: AdminProvider, x: Target) =>
    listed(p.getList("licences", { ...page, filter: {} }), x.licenceId),
  getLicence: (p: AdminProvider, x: Target) => p.getOne("licences", { id: x.licenceId }),
  listInstructors: (p: AdminProvider, x: Target) =>
    listed(p.getList("instructors", { ...page, filter: {} }), x.instructorId),
  getInstructor: (p: AdminProvider, x: Target) => p.getOne("instructors", { id: x.instructorId }),
  updateInstructor: (p: AdminProvider, x: Target) =>
    p.update("instructors", {
      id: x.instructorId,
      data: { name: "Kim", organization: "School", phone: null, introduction: null },
      previousData: { id: x.instructorId },
    }),
  listAudit: (p: AdminProvider, x: Target) =>
    listed(p.getList("audit", { ...page, filter: {} }), x.auditId),
  getAudit: (p: AdminProvider, x: Target) => p.getOne("audit", { id: x.auditId }),
  listSubmissions: (p: AdminProvider, x: Target) =>
    listed(p.getList("submissions", { ...page, filter: {} }), x.submissionId),
  getSubmission: (p: AdminProvider, x: Target) => p.getOne("submissions", { id: x.submissionId }),
  // Each owner reviews their own submission once: a second review would be 140005.
  reviewSubmission: (p: AdminProvider, x: Target) =>
    p.update("submissions", {
      id: x.submissionId,
      data: { status: "approved" },
      previousData: { id: x.submissionId },
    }),
} satisfies Record<string, (p: AdminProvider, x: Target, n: string) => Promise<unknown>>;
type Action = keyof typeof ACTIONS;

const OWNER: Record<Action, Answer> = {
  listGroups: "listed",
  getGroup: 0,
  createGroup: 0,
  updateGroup: 0,
  deleteGroup: 140023,
  listStudents: "listed",
  getStudent: 0,
  createStudent: 0,
  updateStudent: 0,
  listLicences: "listed",
  getLicence: 0,
  listInstructors: "listed",
  getInstructor: 0,
  updateInstructor: 0,
  listAudit: "listed",
  getAudit: 0,
  listSubmissions: "listed",
  getSubmission: 0,
  reviewSubmission: 0,
};
const ANOTHER_SCHOOL: Record<Action, Answer> = {
  listGroups: "unlisted",
  getGroup: 140001,
  createGroup: 0,
  updateGroup: 140001,
  deleteGroup: 140001,
  listStudents: "unlisted",
  getStudent: 140003,
  createStudent: 140001,
  updateStudent: 140003,
  listLicences: "unlisted",
  getLicence: 140024,
  listInstructors: "unlisted",
  getInstructor: 140024,
  updateInstructor: 140024,
  listAudit: "unlisted",
  getAudit: 140024,
  listSubmissions: "unlisted",
  getSubmission: 140024,
  reviewSubmission: 140024,
};
const everywhere = (code: number): Record<Action, Answer> =>
  Object.fromEntries(Object.keys(OWNER).map((action) => [action, code])) as Record<Action, Answer>;

const MATRIX: Record<Role, Record<Action, Answer>> = {
  eduAdmin: OWNER,
  instructor: OWNER,
  otherInstructor: ANOTHER_SCHOOL,
  student: everywhere(140002),
  otherStudent: everywhere(140002),
  pro: everywhere(140002),
  stranger: everywhere(140002),
  anonymous: everywhere(10401),
};

describe.each(testEngines)("who may call the admin API, on %s", (engine) => {
  let t: TestApp;
  const providers = {} as Record<Role, AdminProvider>;
  let instructorTarget: Target;
  let eduAdminTarget: Target;

  /** An owner's fixture: a group with a student, a licence, one audited write, a submission. */
  const ownerTarget = async (owner: TestUser, provider: AdminProvider): Promise<Target> => {
    const { group, students } = await groupWithStudents(t, owner, `Class of ${owner.id}`, ["Kim"]);
    const [licence] = await boughtLicences(t, owner.id, 1, 1);
    const { data: audited } = await provider.create("groups", { data: { name: "Audited" } });
    const audit = await t.deps.db.kysely
      .selectFrom("admin_audit")
      .select("id")
      .where("record_id", "=", audited.id)
      .executeTakeFirstOrThrow();
    const { students: kids } = await classWithStudents(t, owner, "Lectures", ["Kid"]);
    const kid = kids[0];
    if (kid === undefined) throw new Error("student missing");
    const spaceId = await publishedSpace(t, kid.api, "Planets");
    await kid.api.submitEduLecture({ params: { spaceId } });
    const submission = await t.deps.db.kysely
      .selectFrom("lecture_submissions")
      .select("id")
      .where("space_id", "=", spaceId)
      .executeTakeFirstOrThrow();
    return {
      groupId: group.groupId,
      studentId: students[0]?.userId ?? "",
      licenceId: licence?.id ?? "",
      instructorId: owner.id,
      auditId: audit.id,
      submissionId: submission.id,
    };
  };

  const studentProvider = async (origin: string, userId: string) => {
    await passwordFlagRepository(t.deps.db.kysely).clear(userId);
    return adminProvider(origin, (await signInAs(t, userId)).accessToken);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const origin = await listeningOrigin(t);
    const eduAdmin = await createTestUser(t, { planId: "edu-admin" });
    const instructor = await createTestUser(t, { planId: "edu-instructor" });
    const otherInstructor = await createTestUser(t, { planId: "edu-instructor" });
    providers.eduAdmin = adminProvider(origin, eduAdmin.tokens.accessToken);
    providers.instructor = adminProvider(origin, instructor.tokens.accessToken);
    providers.otherInstructor = adminProvider(origin, otherInstructor.tokens.accessToken);
    eduAdminTarget = await ownerTarget(eduAdmin, providers.eduAdmin);
    instructorTarget = await ownerTarget(instructor, providers.instructor);
    const { students } = await groupWithStudents(t, instructor, "Class G", ["Student"]);
    const { students: others } = await groupWithStudents(t, otherInstructor, "Class H", ["Other"]);
    providers.student = await studentProvider(origin, students[0]?.userId ?? "");
    providers.otherStudent = await studentProvider(origin, others[0]?.userId ?? "");
    providers.pro = adminProvider(
      origin,
      (await createTestUser(t, { planId: "pro" })).tokens.accessToken,
    );
    providers.stranger = adminProvider(origin, (await createTestUser(t)).tokens.accessToken);
    providers.anonymous = adminProvider(origin);
  });

  afterAll(async () => {
    await t?.close();
  });

  const cells = (Object.keys(MATRIX) as Role[]).flatMap((role) =>
    (Object.keys(ACTIONS) as Action[]).map((action) => [role, action] as const),
  );

  it.each(cells)("%s → %s", async (role, action) => {
    const target = role === "eduAdmin" ? eduAdminTarget : instructorTarget;
    const expected = MATRIX[role][action];
    const before = await adminRows(t);
    const call = () => ACTIONS[action](providers[role], target, `${role} ${action}`);
    if (expected === "listed" || expected === "unlisted") {
      expect(await call()).toBe(expected);
      return;
    }
    expect(await codeOf(call)).toBe(expected);
    // A refusal writes nothing, not even an audit entry.
    if (expected !== 0) expect(await adminRows(t)).toEqual(before);
  });
});
