import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { storageLedger } from "../modules/storage";
import { apiFor } from "./apiClient";
import type { TestApp } from "./testApp";
import type { TestUser } from "./users";

type Data<T> = { code: number; data: T; message?: string };

/** The `data` of a successful answer; throws with the body otherwise, so a failing setup says why. */
export const dataOf = <T>(res: { statusCode: number; body: string }): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (JSON.parse(res.body) as Data<T>).data;
};

/** Creates a project through the API. */
export const createProject = async (
  t: TestApp,
  user: TestUser,
  kind: "contents" | "hosting" = "contents",
  name = "Harbour walk",
): Promise<{ id: string }> => apiFor(t, user).createProject({ body: { name, kind } });

/** Creates a tour in a project through the API. */
export const createTour = async (
  t: TestApp,
  user: TestUser,
  projectId: string,
  title = "Lighthouse",
): Promise<{ id: string }> =>
  apiFor(t, user).createProjectTour({ params: { id: projectId }, body: { title } });

/**
 * Puts a finished scene straight into the database, as a completed tiling leaves it: a preview
 * file in the store and its bytes in the owner's storage. Tests of the editor's calls start from
 * it; the pipeline's own tests upload real panoramas.
 */
export const insertScene = async (
  t: TestApp,
  tourId: string,
  options: { title?: string; order?: number; thumbnail?: boolean } = {},
) => {
  const db = t.deps.db.kysely;
  const tour = await db
    .selectFrom("tours")
    .innerJoin("projects", "projects.id", "tours.project_id")
    .select(["projects.owner_id", "projects.id as project_id"])
    .where("tours.id", "=", tourId)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const prefix = `tours/${tourId}/scenes/${id}/`;
  const preview = await sharp({
    create: { width: 64, height: 32, channels: 3, background: "#3a6" },
  })
    .jpeg()
    .toBuffer();
  const { bytes } = await t.deps.files.put(
    `${prefix}r1/preview.jpg`,
    { buffer: preview },
    "image/jpeg",
  );
  const now = t.deps.clock();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("scenes")
      .values({
        id,
        tour_id: tourId,
        title: options.title ?? "Entrance",
        ord: options.order ?? 0,
        file_name: `${id.slice(0, 8)}.jpg`,
        width: 4096,
        height: 2048,
        source_bytes: bytes,
        source_key: `${prefix}r1/source.jpg`,
        tiles: JSON.stringify({ tileSize: 512, cubeSize: 1296, levels: 3 }),
        preview_key: `${prefix}r1/preview.jpg`,
        // The preview stands in for the thumbnail: a real file under the scene's prefix.
        thumbnail_key: options.thumbnail ? `${prefix}r1/preview.jpg` : null,
        state: "done",
        progress: 1,
        error: null,
        initial_view: JSON.stringify({ yaw: 0, pitch: 0, fov: 100 }),
        geo: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await storageLedger(trx).add(
      {
        key: prefix,
        isPrefix: true,
        ownerId: tour.owner_id,
        quota: "contents",
        projectId: tour.project_id,
        tourId,
        bytes,
      },
      null,
    );
  });
  return { id, bytes, prefix };
};

/** The account's storage usage in bytes, plan and hosting. */
export const usageOf = async (t: TestApp, userId: string) => {
  const row = await t.deps.db.kysely
    .selectFrom("accounts")
    .select(["storage_used_bytes", "hosting_used_bytes"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { contents: Number(row.storage_used_bytes), hosting: Number(row.hosting_used_bytes) };
};
