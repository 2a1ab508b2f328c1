import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import type { Database, HostingImagesTable } from "../../infra/db/schema";

/** A hosting image row. */
export type HostingImageRow = Selectable<HostingImagesTable>;

/** SQL of the images of hosting projects. */
export const hostingImageRepository = (db: Kysely<Database>) => ({
  insert: async (row: Insertable<HostingImagesTable>): Promise<void> => {
    await db.insertInto("hosting_images").values(row).execute();
  },

  /** A page of a project's images, newest first (the id orders images of the same instant). */
  page: async (
    projectId: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<{ rows: HostingImageRow[]; total: number }> => {
    const [rows, count] = await Promise.all([
      db
        .selectFrom("hosting_images")
        .selectAll()
        .where("project_id", "=", projectId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      db
        .selectFrom("hosting_images")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("project_id", "=", projectId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** An image of a project; undefined when it is not there (or belongs to another project). */
  find: (projectId: string, imageId: string): Promise<HostingImageRow | undefined> =>
    db
      .selectFrom("hosting_images")
      .selectAll()
      .where("project_id", "=", projectId)
      .where("id", "=", imageId)
      .executeTakeFirst(),

  /** An image by its id alone, for its public page. */
  findById: (imageId: string): Promise<HostingImageRow | undefined> =>
    db.selectFrom("hosting_images").selectAll().where("id", "=", imageId).executeTakeFirst(),

  rename: async (imageId: string, fileName: string): Promise<void> => {
    await db
      .updateTable("hosting_images")
      .set({ file_name: fileName })
      .where("id", "=", imageId)
      .execute();
  },

  remove: async (imageId: string): Promise<void> => {
    await db.deleteFrom("hosting_images").where("id", "=", imageId).execute();
  },
});
