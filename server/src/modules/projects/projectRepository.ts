import type { ProjectRole } from "@orbis/core/auth";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, ProjectsTable, UsersTable } from "../../infra/db/schema";

/** A project row. */
export type ProjectRow = Selectable<ProjectsTable>;
/** What is shown of a person: id, email and names. */
export type PersonRow = Pick<Selectable<UsersTable>, "id" | "email" | "name" | "nickname">;
/** A coworker row with the person. */
export type CoworkerRow = PersonRow & { role: "editor" | "viewer" };

const person = ["users.id", "users.email", "users.name", "users.nickname"] as const;

/** SQL of projects and their coworkers. */
export const projectRepository = (db: Kysely<Database>) => ({
  find: (id: string) =>
    db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst(),

  /** What the user is to the project, or null when nothing. */
  roleOf: async (
    projectId: string,
    userId: string,
  ): Promise<{ project: ProjectRow; role: ProjectRole } | null> => {
    const row = await db
      .selectFrom("projects")
      .leftJoin("project_coworkers", (join) =>
        join
          .onRef("project_coworkers.project_id", "=", "projects.id")
          .on("project_coworkers.user_id", "=", userId),
      )
      .selectAll("projects")
      .select("project_coworkers.role")
      .where("projects.id", "=", projectId)
      .executeTakeFirst();
    if (row === undefined) return null;
    const { role, ...project } = row;
    if (project.owner_id === userId) return { project, role: "owner" };
    return role === null ? null : { project, role };
  },

  create: async (row: {
    id: string;
    ownerId: string;
    name: string;
    kind: "contents" | "hosting";
    now: Date;
  }) => {
    await db
      .insertInto("projects")
      .values({
        id: row.id,
        owner_id: row.ownerId,
        name: row.name,
        kind: row.kind,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
  },

  /** Serialises a user's quota-counted creations: the account row is locked for the transaction. */
  lockOwner: async (userId: string): Promise<void> => {
    await db
      .selectFrom("accounts")
      .select("user_id")
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
  },

  rename: async (id: string, name: string, now: Date) => {
    await db.updateTable("projects").set({ name, updated_at: now }).where("id", "=", id).execute();
  },

  touch: async (id: string, now: Date) => {
    await db.updateTable("projects").set({ updated_at: now }).where("id", "=", id).execute();
  },

  remove: async (id: string) => {
    await db.deleteFrom("projects").where("id", "=", id).execute();
  },

  /** Projects an owner has of a kind, for the project count quota. */
  countOwned: async (ownerId: string, kind: "contents" | "hosting"): Promise<number> =>
    (
      await db
        .selectFrom("projects")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("owner_id", "=", ownerId)
        .where("kind", "=", kind)
        .executeTakeFirstOrThrow()
    ).n,

  /** An owner's projects, newest change first; with `sharedWith`, only those shared with that user. */
  listOwned: (ownerId: string, sharedWith?: string) => {
    let query = db
      .selectFrom("projects")
      .selectAll("projects")
      .where("projects.owner_id", "=", ownerId);
    if (sharedWith !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("project_coworkers")
            .select("project_coworkers.user_id")
            .whereRef("project_coworkers.project_id", "=", "projects.id")
            .where("project_coworkers.user_id", "=", sharedWith),
        ),
      );
    }
    return query.orderBy("projects.updated_at", "desc").orderBy("projects.id").execute();
  },

  /** Projects other accounts share with the user. */
  listSharedWith: (userId: string) =>
    db
      .selectFrom("project_coworkers")
      .innerJoin("projects", "projects.id", "project_coworkers.project_id")
      .selectAll("projects")
      .where("project_coworkers.user_id", "=", userId)
      .orderBy("projects.updated_at", "desc")
      .orderBy("projects.id")
      .execute(),

  owners: (ids: readonly string[]): Promise<PersonRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom("users").select(person).where("users.id", "in", ids).execute(),

  coworkersOf: async (
    projectIds: readonly string[],
  ): Promise<(CoworkerRow & { project_id: string })[]> =>
    projectIds.length === 0
      ? []
      : db
          .selectFrom("project_coworkers")
          .innerJoin("users", "users.id", "project_coworkers.user_id")
          .select([...person, "project_coworkers.role", "project_coworkers.project_id"])
          .where("project_coworkers.project_id", "in", projectIds)
          .orderBy("project_coworkers.created_at")
          .execute(),

  tourCounts: async (projectIds: readonly string[]): Promise<Map<string, number>> => {
    if (projectIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("tours")
      .select(["project_id", sql<number>`count(*)::int`.as("n")])
      .where("project_id", "in", projectIds)
      .groupBy("project_id")
      .execute();
    return new Map(rows.map((r) => [r.project_id, r.n]));
  },

  /** Adds or changes a coworker; answers false when the person is already one with that role. */
  setCoworker: async (projectId: string, userId: string, role: "editor" | "viewer", now: Date) => {
    await db
      .insertInto("project_coworkers")
      .values({ project_id: projectId, user_id: userId, role, created_at: now })
      .onConflict((oc) => oc.columns(["project_id", "user_id"]).doUpdateSet({ role }))
      .execute();
  },

  removeCoworker: async (projectId: string, userId: string): Promise<boolean> =>
    (await db
      .deleteFrom("project_coworkers")
      .where("project_id", "=", projectId)
      .where("user_id", "=", userId)
      .returning("user_id")
      .executeTakeFirst()) !== undefined,
});

/** The project repository's type. */
export type ProjectRepository = ReturnType<typeof projectRepository>;
