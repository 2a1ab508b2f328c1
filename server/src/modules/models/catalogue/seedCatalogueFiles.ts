import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../../infra/db/schema";
import type { FileStore } from "../../../infra/files/fileStore";
import { catalogueRepository, type SeedModel, type SeedPreset } from "../catalogueRepository";
import type { CatalogueModelDef } from "./catalogueTypes";
import { catalogueCategories } from "./categories";
import { furniture, signs } from "./furnitureAndSigns";
import { modelToGlb } from "./glb";
import { nature, peopleAndVehicles } from "./natureAndPeople";
import { imagePresets } from "./presets";
import { modelThumbnailSvg } from "./thumbnail";

/** Every model the catalogue ships, in the order of their categories. */
export const catalogueModels: readonly CatalogueModelDef[] = [
  ...furniture,
  ...signs,
  ...nature,
  ...peopleAndVehicles,
];

/** The folders the seeding owns in the file store; anything in them no row names is stale. */
const FOLDERS = ["catalogue/models/", "catalogue/presets/"] as const;
const THUMBNAIL_SIZE = 256;
const PRESET_THUMBNAIL_SIZE = 128;

const hashOf = (data: string | Uint8Array) =>
  createHash("sha256").update(data).digest("hex").slice(0, 12);

/**
 * Writes a file unless its key is there already. Keys carry a hash of what made the file, so an
 * existing key holds the right bytes and a changed model gets a new key (and the CDN, which
 * caches catalogue files for good, never serves an old one under it).
 */
const putOnce = async (
  files: FileStore,
  key: string,
  make: () => Promise<Uint8Array>,
  contentType: string,
): Promise<void> => {
  if ((await files.stat(key)) !== null) return;
  await files.put(key, { buffer: await make() }, contentType);
};

const png = (svg: string, width: number) =>
  sharp(Buffer.from(svg)).resize({ width }).png({ compressionLevel: 9 }).toBuffer();

/**
 * Seeds the model catalogue and the image presets: generates each model's GLB and thumbnail and
 * each preset's images, writes them under `catalogue/…` in the file store, then upserts the rows
 * (`model_categories`, `catalogue_models`, `image_presets`) in one transaction. Idempotent: a
 * rerun writes only what changed, updates the rows, and removes catalogue files no row names.
 * Call it after `seedCatalogue(db)` (the catalogue rows need their categories), at startup and in test setups.
 */
export const seedCatalogueFiles = async (db: Kysely<Database>, files: FileStore): Promise<void> => {
  const models: SeedModel[] = [];
  for (const [order, def] of catalogueModels.entries()) {
    const glb = await modelToGlb(def);
    const fileKey = `catalogue/models/${def.id}-${hashOf(glb)}.glb`;
    await putOnce(files, fileKey, async () => glb, "model/gltf-binary");
    const svg = modelThumbnailSvg(def, THUMBNAIL_SIZE);
    const thumbnailKey = `catalogue/models/${def.id}-${hashOf(svg)}.png`;
    await putOnce(files, thumbnailKey, () => png(svg, THUMBNAIL_SIZE), "image/png");
    models.push({
      ...def,
      order,
      fileKey,
      thumbnailKey,
      format: "glb" as const,
      bytes: glb.length,
    });
  }
  const presets: SeedPreset[] = [];
  for (const [order, def] of imagePresets.entries()) {
    const hash = hashOf(def.svg);
    const fileKey = `catalogue/presets/${def.id}-${hash}.png`;
    const thumbnailKey = `catalogue/presets/${def.id}-${hash}-thumb.png`;
    await putOnce(files, fileKey, () => png(def.svg, def.width), "image/png");
    await putOnce(files, thumbnailKey, () => png(def.svg, PRESET_THUMBNAIL_SIZE), "image/png");
    presets.push({ ...def, order, fileKey, thumbnailKey });
  }
  await db.transaction().execute(async (trx) => {
    const repo = catalogueRepository(trx);
    for (const [order, c] of catalogueCategories.entries())
      await repo.upsertCategory({ ...c, order });
    for (const m of models) await repo.upsertModel(m);
    for (const p of presets) await repo.upsertPreset(p);
  });
  const named = await catalogueRepository(db).fileKeys();
  for (const folder of FOLDERS) {
    for (const key of await files.list(folder)) if (!named.has(key)) await files.remove(key);
  }
};
