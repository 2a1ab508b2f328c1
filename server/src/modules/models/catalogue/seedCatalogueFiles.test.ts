import { validateBytes } from "gltf-validator";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { catalogueCategories } from "./categories";
import { imagePresets } from "./presets";
import { catalogueModels, seedCatalogueFiles } from "./seedCatalogueFiles";

const readAll = async (t: TestApp, key: string) => {
  const object = await t.deps.files.read(key);
  if (object === null) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: object.contentType };
};

describe.each(testEngines)("catalogue seeding on %s", (engine) => {
  let t: TestApp;
  const db = () => t.deps.db.kysely;
  const rows = () =>
    db().selectFrom("catalogue_models").selectAll().orderBy("sort_order").execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedCatalogueFiles(db(), t.deps.files);
  });
  afterAll(() => t.close());

  it("ships a dozen models in four categories, each a GLB the Khronos validator passes", async () => {
    expect(catalogueModels.length).toBeGreaterThanOrEqual(12);
    const categories = await db().selectFrom("model_categories").select(["id", "names"]).execute();
    expect(categories.map((c) => c.id).sort()).toEqual(catalogueCategories.map((c) => c.id).sort());
    for (const c of categories)
      expect(Object.keys(c.names).sort()).toEqual(["en", "ja", "ko", "vi"]);
    const models = await rows();
    expect(models.map((m) => m.id)).toEqual(catalogueModels.map((m) => m.id));
    for (const model of models) {
      const { bytes, contentType } = await readAll(t, model.file_key);
      expect(contentType).toBe("model/gltf-binary");
      expect(bytes.length).toBe(Number(model.bytes));
      const report = await validateBytes(bytes, { writeTimestamp: false });
      expect(report.issues.messages, model.id).toEqual([]);
      // Real meshes with materials, not a placeholder triangle.
      expect(report.info?.totalTriangleCount, model.id).toBeGreaterThanOrEqual(12);
      expect(report.info?.materialCount, model.id).toBeGreaterThanOrEqual(1);
      const thumbnail = await readAll(t, model.thumbnail_key ?? "");
      const meta = await sharp(thumbnail.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 256, 256]);
      // A drawing, not a blank square: the model covers a good part of it.
      const { channels } = await sharp(thumbnail.bytes).stats();
      expect(channels[3]?.mean, model.id).toBeGreaterThan(30);
    }
  });

  it("makes each image preset at its stated size, with a small thumbnail", async () => {
    const presets = await db()
      .selectFrom("image_presets")
      .selectAll()
      .orderBy("sort_order")
      .execute();
    expect(presets.map((p) => p.id)).toEqual(imagePresets.map((p) => p.id));
    for (const p of presets) {
      const image = await sharp((await readAll(t, p.file_key)).bytes).metadata();
      expect([image.format, image.width, image.height]).toEqual(["png", p.width, p.height]);
      const thumb = await sharp((await readAll(t, p.thumbnail_key)).bytes).metadata();
      expect(thumb.width).toBe(128);
    }
    expect(presets.find((p) => p.id === "nadir-logo")).toMatchObject({ width: 1024, height: 1024 });
  });

  it("is idempotent: a rerun keeps keys and rows, and removes catalogue files no row names", async () => {
    const before = await rows();
    const filesBefore = await t.deps.files.list("catalogue/");
    await t.deps.files.put(
      "catalogue/models/bench-000000000000.glb",
      { buffer: new Uint8Array(4) },
      "model/gltf-binary",
    );
    await t.deps.files.put(
      "catalogue/presets/old-000000000000.png",
      { buffer: new Uint8Array(4) },
      "image/png",
    );
    await db()
      .updateTable("catalogue_models")
      .set({ names: JSON.stringify({ ko: "x" }) })
      .where("id", "=", "bench")
      .execute();
    await seedCatalogueFiles(db(), t.deps.files);
    expect(await rows()).toEqual(before);
    expect(await t.deps.files.list("catalogue/")).toEqual(filesBefore);
    const count = await db()
      .selectFrom("catalogue_models")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(catalogueModels.length);
  });
});
