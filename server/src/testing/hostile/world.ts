import { boughtLicences, classWithStudents, publishedSpace } from "../../modules/edu/testing";
import { image, upload } from "../../modules/hosting/testing";
import { CARDS, cardForm, KO } from "../../modules/payments/testing";
import { publish, tourWithScene } from "../../modules/publishing/testing";
import { shareWith } from "../../modules/sharing/testing";
import { adminApiFor, apiFor } from "../apiClient";
import { passwordFlagRepository } from "../passwordFlagRepository";
import type { TestApp } from "../testApp";
import { createTestUser, signInAs, type TestUser } from "../users";

/*
 * One of everything a path can name, held by two owners, and the people who must not reach it.
 * The creator (PRO) keeps a published tour shared through a share code, with a comment, a hosting
 * project with an image, a payment and a card. The instructor keeps a class whose student has a
 * lecture submitted, a licence and an audited admin write. Around them: a coworker who may only
 * look, a share-code holder, a classmate of the student, an instructor of another group, a
 * stranger and nobody at all.
 */

/** Who calls: the owners, and everyone a permission test aims at them. */
export type Caller =
  | "creator"
  | "instructor"
  | "viewer"
  | "holder"
  | "student"
  | "otherInstructor"
  | "stranger"
  | "anonymous";

/** The ids of the two owners' things. */
export interface WorldIds {
  readonly projectId: string;
  readonly tourId: string;
  readonly version: string;
  /** The published tour's public name, `/t/{slug}`. */
  readonly slug: string;
  readonly hostingProjectId: string;
  readonly imageId: string;
  readonly viewerId: string;
  readonly codeId: string;
  readonly commentId: string;
  readonly merchantUid: string;
  readonly paymentsMethodsId: string;
  readonly groupId: string;
  readonly studentId: string;
  readonly lectureSpaceId: string;
  readonly submissionId: string;
  readonly licenceId: string;
  readonly instructorId: string;
  readonly auditId: string;
}

/** The world: ids, and each caller's headers (a live session of their own, or none). */
export interface World {
  readonly ids: WorldIds;
  readonly headers: Readonly<Record<Caller, Readonly<Record<string, string>>>>;
}

const headersOf = (accessToken: string) => ({ "x-user-auth-token": accessToken });

/** A student's session past their first password change, as the class test kits make one. */
const studentSession = async (t: TestApp, userId: string): Promise<string> => {
  await passwordFlagRepository(t.deps.db.kysely).clear(userId);
  return (await signInAs(t, userId)).accessToken;
};

/** The creator's side: tour, share, comment, hosting image, coworker, payment and card. */
const creatorsThings = async (
  t: TestApp,
  creator: TestUser,
  viewer: TestUser,
  holder: TestUser,
) => {
  const api = apiFor(t, creator);
  const { projectId, tourId } = await tourWithScene(t, creator, "Harbour");
  const { version, slug } = await publish(t, creator, tourId);
  await api.addProjectCoworker({
    params: { id: projectId },
    body: { email: viewer.email, role: "viewer" },
  });
  const code = await shareWith(t, creator, tourId, [holder]);
  const comment = await api.createSpaceComment({
    params: { spaceId: tourId },
    body: { content: "Look at the lighthouse" },
  });
  const hosting = await api.createProject({ body: { name: "Pictures", kind: "hosting" } });
  const { stored } = await upload(t, creator, hosting.id, [["Lobby.jpg", await image(1024, 512)]]);
  const { paymentsMethodsId } = await api.createPayMethod({ body: cardForm(CARDS.good) });
  const order = await api.preparePaymentGoods({
    headers: KO,
    body: { goodsCodes: ["PLAN-PRO-MONTH"] },
  });
  return {
    projectId,
    tourId,
    version: String(version),
    slug,
    hostingProjectId: hosting.id,
    imageId: stored[0]?.id ?? "",
    viewerId: viewer.id,
    codeId: code.codeId,
    commentId: comment.commentId,
    merchantUid: order.merchantUid,
    paymentsMethodsId,
  };
};

/** The instructor's side: a class with a student's submitted lecture, a licence and an audit. */
const instructorsThings = async (t: TestApp, instructor: TestUser) => {
  const { group, students } = await classWithStudents(t, instructor, "Class 5-1", ["Kid", "Mate"]);
  const [kid, mate] = students;
  if (kid === undefined || mate === undefined) throw new Error("the class has no students");
  const lectureSpaceId = await publishedSpace(t, kid.api, "Planets");
  await kid.api.submitEduLecture({ params: { spaceId: lectureSpaceId } });
  const db = t.deps.db.kysely;
  const submission = await db
    .selectFrom("lecture_submissions")
    .select("id")
    .where("space_id", "=", lectureSpaceId)
    .executeTakeFirstOrThrow();
  const [licence] = await boughtLicences(t, instructor.id, 1, 1);
  // An admin API write, so the instructor has an audit entry of their own.
  const created = await adminApiFor(t, instructor).adminCreateGroup({ body: { name: "Audited" } });
  const audit = await db
    .selectFrom("admin_audit")
    .select("id")
    .where("record_id", "=", created.id)
    .executeTakeFirstOrThrow();
  return {
    ids: {
      groupId: group.groupId,
      studentId: kid.userId,
      lectureSpaceId,
      submissionId: submission.id,
      licenceId: licence?.id ?? "",
      instructorId: instructor.id,
      auditId: audit.id,
    },
    mateId: mate.userId,
  };
};

/** Builds the world on a test app (a payments app, so the card and the order are real). */
export const buildWorld = async (t: TestApp): Promise<World> => {
  const creator = await createTestUser(t, { planId: "pro" });
  const instructor = await createTestUser(t, { planId: "edu-instructor" });
  const viewer = await createTestUser(t, { planId: "pro" });
  const holder = await createTestUser(t, { planId: "pro" });
  const otherInstructor = await createTestUser(t, { planId: "edu-instructor" });
  const stranger = await createTestUser(t, { planId: "pro" });
  const creators = await creatorsThings(t, creator, viewer, holder);
  const instructors = await instructorsThings(t, instructor);
  return {
    ids: { ...creators, ...instructors.ids },
    headers: {
      creator: creator.auth,
      instructor: instructor.auth,
      viewer: viewer.auth,
      holder: holder.auth,
      student: headersOf(await studentSession(t, instructors.mateId)),
      otherInstructor: otherInstructor.auth,
      stranger: stranger.auth,
      anonymous: {},
    },
  };
};
