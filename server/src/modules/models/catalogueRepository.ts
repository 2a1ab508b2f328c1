import { type Kysely, type Selectable, sql } from "kysely";
import type {
  CatalogueModelsTable,
  Database,
  ImagePresetsTable,
  LocalisedNames,
  ModelCategoriesTable,
} from "../../infra/db/schema";

/** A catalogue model row. */
export type CatalogueModelRow = Selectable<CatalogueModelsTable>;
/** A category row. */
export type CategoryRow = Selectable<ModelCategoriesTable>;
/** An image preset row. */
export type PresetRow = Selectable<ImagePresetsTable>;

/** A shipped category, model or preset as the seeding writes it. */
export interface SeedCategory {
  readonly id: string;
  readonly names: Readonly<LocalisedNames>;
  readonly order: number;
}
/** A shipped model row. */
export interface SeedModel extends SeedCategory {
  readonly categoryId: string;
  readonly fileKey: string;
  readonly thumbnailKey: string;
  readonly format: "glb" | "gltf";
  readonly bytes: number;
}
/** A shipped preset row. */
export interface SeedPreset extends SeedCategory {
  readonly fileKey: string;
  readonly thumbnailKey: string;
  readonly width: number;
  readonly height: number;
}

/** SQL of the model catalogue and the image presets. */
export const catalogueRepository = (db: Kysely<Database>) => ({
  categories: (): Promise<CategoryRow[]> =>
    db.selectFrom("model_categories").selectAll().orderBy("sort_order").orderBy("id").execute(),

  categoryExists: async (id: string): Promise<boolean> =>
    (await db
      .selectFrom("model_categories")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst()) !== undefined,

  /** One page of the catalogue in category then model order, and how many there are in all. */
  page: async (
    categoryId: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: CatalogueModelRow[]; total: number }> => {
    let query = db
      .selectFrom("catalogue_models")
      .innerJoin("model_categories", "model_categories.id", "catalogue_models.category_id");
    if (categoryId !== undefined)
      query = query.where("catalogue_models.category_id", "=", categoryId);
    const [rows, count] = await Promise.all([
      query
        .selectAll("catalogue_models")
        .orderBy("model_categories.sort_order")
        .orderBy("catalogue_models.sort_order")
        .orderBy("catalogue_models.id")
        .offset(offset)
        .limit(limit)
        .execute(),
      query.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.total };
  },

  model: (id: string): Promise<CatalogueModelRow | undefined> =>
    db.selectFrom("catalogue_models").selectAll().where("id", "=", id).executeTakeFirst(),

  presets: (): Promise<PresetRow[]> =>
    db.selectFrom("image_presets").selectAll().orderBy("sort_order").orderBy("id").execute(),

  /** Every file key the catalogue rows point at, to tell shipped files from stale ones. */
  fileKeys: async (): Promise<Set<string>> => {
    const [models, presets] = await Promise.all([
      db.selectFrom("catalogue_models").select(["file_key", "thumbnail_key"]).execute(),
      db.selectFrom("image_presets").select(["file_key", "thumbnail_key"]).execute(),
    ]);
    return new Set(
      [...models, ...presets].flatMap((r) => [r.file_key, r.thumbnail_key ?? ""]).filter(Boolean),
    );
  },

  upsertCategory: async (c: SeedCategory): Promise<void> => {
    const row = { names: JSON.stringify(c.names), sort_order: c.order };
    await db
      .insertInto("model_categories")
      .values({ id: c.id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },

  upsertModel: async (m: SeedModel): Promise<void> => {
    const row = {
      category_id: m.categoryId,
      names: JSON.stringify(m.names),
      file_key: m.fileKey,
      thumbnail_key: m.thumbnailKey,
      format: m.format,
      bytes: m.bytes,
      sort_order: m.order,
    };
    await db
      .insertInto("catalogue_models")
      .values({ id: m.id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },

  upsertPreset: async (p: SeedPreset): Promise<void> => {
    const row = {
      names: JSON.stringify(p.names),
      file_key: p.fileKey,
      thumbnail_key: p.thumbnailKey,
      width: p.width,
      height: p.height,
      sort_order: p.order,
    };
    await db
      .insertInto("image_presets")
      .values({ id: p.id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
});
