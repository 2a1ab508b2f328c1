import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A group as stored. */
export interface GroupRow {
  readonly id: string;
  readonly owner_id: string;
  readonly name: string;
  readonly created_at: Date;
}

/** A student of a group, with their latest licence expiry and sign-in. */
export interface StudentRow {
  readonly user_id: string;
  readonly group_id: string;
  readonly alias: string;
  readonly login_id: string;
  readonly created_at: Date;
  readonly licence_expires_at: Date | null;
  readonly last_login_at: Date | null;
}

/** SQL of education groups and the students in them. */
export const groupRepository = (db: Kysely<Database>) => {
  const students = () =>
    db.selectFrom("group_students").select((eb) => [
      "group_students.user_id",
      "group_students.group_id",
      "group_students.alias",
      "group_students.login_id",
      "group_students.created_at",
      eb
        .selectFrom("licences")
        .select((l) => l.fn.max("licences.expires_at").as("e"))
        .whereRef("licences.holder_id", "=", "group_students.user_id")
        .as("licence_expires_at"),
      // A session is opened by each sign-in: the newest one is the last sign-in.
      eb
        .selectFrom("sessions")
        .select((s) => s.fn.max("sessions.created_at").as("c"))
        .whereRef("sessions.user_id", "=", "group_students.user_id")
        .as("last_login_at"),
    ]);

  const toStudent = (row: {
    user_id: string;
    group_id: string;
    alias: string;
    login_id: string;
    created_at: Date | string;
    licence_expires_at: Date | string | null;
    last_login_at: Date | string | null;
  }): StudentRow => ({
    ...row,
    created_at: new Date(row.created_at),
    licence_expires_at: row.licence_expires_at === null ? null : new Date(row.licence_expires_at),
    last_login_at: row.last_login_at === null ? null : new Date(row.last_login_at),
  });

  return {
    create: async (group: { id: string; ownerId: string; name: string; now: Date }) => {
      await db
        .insertInto("edu_groups")
        .values({ id: group.id, owner_id: group.ownerId, name: group.name, created_at: group.now })
        .execute();
    },

    find: async (id: string): Promise<GroupRow | undefined> => {
      const row = await db
        .selectFrom("edu_groups")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row === undefined ? undefined : { ...row, created_at: new Date(row.created_at) };
    },

    /** The owner's groups, oldest first, each with how many students it has. */
    listOwned: async (ownerId: string): Promise<(GroupRow & { user_count: number })[]> => {
      const rows = await db
        .selectFrom("edu_groups")
        .leftJoin("group_students", "group_students.group_id", "edu_groups.id")
        .select((eb) => [
          "edu_groups.id",
          "edu_groups.owner_id",
          "edu_groups.name",
          "edu_groups.created_at",
          eb.fn.count<string>("group_students.user_id").as("user_count"),
        ])
        .where("edu_groups.owner_id", "=", ownerId)
        .groupBy([
          "edu_groups.id",
          "edu_groups.owner_id",
          "edu_groups.name",
          "edu_groups.created_at",
        ])
        .orderBy("edu_groups.created_at")
        .orderBy("edu_groups.id")
        .execute();
      return rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at),
        user_count: Number(row.user_count),
      }));
    },

    /** The group's students, oldest first; only `userIds` of them when given. */
    listStudents: async (groupId: string, userIds?: readonly string[]): Promise<StudentRow[]> => {
      let query = students().where("group_students.group_id", "=", groupId);
      if (userIds !== undefined) query = query.where("group_students.user_id", "in", userIds);
      const rows = await query
        .orderBy("group_students.created_at")
        .orderBy("group_students.login_id")
        .execute();
      return rows.map(toStudent);
    },

    /** The students of every group of `ownerId`, oldest first. */
    listStudentsOfOwner: async (ownerId: string): Promise<StudentRow[]> => {
      const rows = await students()
        .innerJoin("edu_groups", "edu_groups.id", "group_students.group_id")
        .where("edu_groups.owner_id", "=", ownerId)
        .orderBy("group_students.created_at")
        .orderBy("group_students.login_id")
        .execute();
      return rows.map(toStudent);
    },

    findStudent: async (userId: string): Promise<StudentRow | undefined> => {
      const row = await students().where("group_students.user_id", "=", userId).executeTakeFirst();
      return row === undefined ? undefined : toStudent(row);
    },

    /** The aliases of the group's students, but `exceptUserId`'s. */
    aliases: async (groupId: string, exceptUserId?: string): Promise<string[]> => {
      let query = db.selectFrom("group_students").select("alias").where("group_id", "=", groupId);
      if (exceptUserId !== undefined) query = query.where("user_id", "<>", exceptUserId);
      return (await query.execute()).map((row) => row.alias);
    },

    addStudent: async (student: {
      userId: string;
      groupId: string;
      alias: string;
      loginId: string;
      now: Date;
    }) => {
      await db
        .insertInto("group_students")
        .values({
          user_id: student.userId,
          group_id: student.groupId,
          alias: student.alias,
          login_id: student.loginId,
          created_at: student.now,
        })
        .execute();
    },

    rename: async (id: string, name: string) => {
      await db.updateTable("edu_groups").set({ name }).where("id", "=", id).execute();
    },

    /** Deletes a group; its students keep it (the foreign key restricts), so callers check first. */
    remove: async (id: string) => {
      await db.deleteFrom("edu_groups").where("id", "=", id).execute();
    },

    setAlias: async (userId: string, alias: string) => {
      await db.updateTable("group_students").set({ alias }).where("user_id", "=", userId).execute();
    },
  };
};
