import type { Database } from "../../../../infra/db/schema";
import type { TestApi } from "../../../../testing/apiClient";
import { rowCountRepository } from "../../../../testing/rowCountRepository";
import type { TestApp } from "../../../../testing/testApp";
import { insertScene } from "../../../../testing/tours";
import type { TestUser } from "../../../../testing/users";
import { eduTestRepository } from "../../testing/eduTestRepository";
import { groupWithStudents, studentApi } from "../../testing/testKit";

/** The tables a submission or a review writes to. */
const REVIEW_TABLES = [
  "lecture_submissions",
  "publish_versions",
] as const satisfies readonly (keyof Database)[];

/** The row count of every table lecture review writes to: equal before and after a refusal. */
export const reviewRows = async (t: TestApp): Promise<Record<string, number>> => {
  const rows = rowCountRepository(t.deps.db.kysely);
  const counts = await Promise.all(REVIEW_TABLES.map((table) => rows.count(table)));
  return Object.fromEntries(REVIEW_TABLES.map((table, i) => [table, counts[i] ?? 0]));
};

/**
 * Gives a student a running licence as delivering one leaves the account: the student plan with
 * a term (a year from now). Delivery itself is the licences' routes'; test code only.
 */
export const license = async (t: TestApp, userId: string): Promise<void> => {
  const now = t.deps.clock();
  await eduTestRepository(t.deps.db.kysely).setPlanTerm(userId, {
    startedAt: now,
    expiresAt: new Date(now.getTime() + 365 * 24 * 3_600_000),
  });
};

/** Ends a student's licence now, as its expiry would. Test code only. */
export const lapse = async (t: TestApp, userId: string): Promise<void> => {
  await eduTestRepository(t.deps.db.kysely).setPlanTerm(userId, { expiresAt: t.deps.clock() });
};

/** A tour of the caller with one finished scene, not published. */
export const draftSpace = async (t: TestApp, api: TestApi, title = "Solar system") => {
  const project = await api.createProject({ body: { name: `${title} project`, kind: "contents" } });
  const tour = await api.createProjectTour({ params: { id: project.id }, body: { title } });
  await insertScene(t, tour.id, { title: "Sun" });
  return tour.id;
};

/** A tour of the caller with one finished scene, published once. */
export const publishedSpace = async (t: TestApp, api: TestApi, title = "Solar system") => {
  const spaceId = await draftSpace(t, api, title);
  await api.publishTour({ params: { id: spaceId }, body: {} });
  return spaceId;
};

/** A group of `instructor` with licensed students of the given aliases, each with their client. */
export const classWithStudents = async (
  t: TestApp,
  instructor: TestUser,
  name: string,
  aliases: readonly string[],
) => {
  const { group, students } = await groupWithStudents(t, instructor, name, aliases);
  const clients = await Promise.all(
    students.map(async (student) => {
      await license(t, student.userId);
      return { userId: student.userId, api: await studentApi(t, student.userId) };
    }),
  );
  return { group, students: clients };
};
