import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { dataOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { seedCatalogueFiles } from "./catalogue/seedCatalogueFiles";

type Item = {
  id: string;
  categoryId: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  bytes: number;
  format: string;
};
type Page = { list: Item[]; total: number };
type Preset = {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
};

describe.each(testEngines)("model catalogue and image presets on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: `/api/v3${url}`, headers: { ...user.auth, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  it("lists the categories in the caller's language, Korean by default", async () => {
    const ko = dataOf<{ id: string; name: string }[]>(await get("/tour/model/category/list"));
    expect(ko.map((c) => c.id)).toEqual(["furniture", "signs-arrows", "nature", "people-vehicles"]);
    expect(ko[0]?.name).toBe("가구");
    const en = dataOf<{ name: string }[]>(
      await get("/tour/model/category/list", { "language-code": "en" }),
    );
    expect(en.map((c) => c.name)).toEqual([
      "Furniture",
      "Signs and arrows",
      "Nature",
      "People and vehicles",
    ]);
  });

  it("pages the catalogue, with the total, and filters by category", async () => {
    const first = dataOf<Page>(await get("/tour/model/list?pageNo=1&pageSize=5"));
    const third = dataOf<Page>(await get("/tour/model/list?pageNo=3&pageSize=5"));
    expect(first.total).toBe(13);
    expect(first.list.map((m) => m.id)).toEqual(["bench", "table", "chair", "crate", "arrow"]);
    expect(third.list.map((m) => m.id)).toEqual(["rock", "person", "car"]);
    expect(dataOf<Page>(await get("/tour/model/list?pageNo=9&pageSize=5")).list).toEqual([]);
    const defaults = dataOf<Page>(await get("/tour/model/list"));
    expect(defaults.list).toHaveLength(13);
    const nature = dataOf<Page>(await get("/tour/model/list?categoryId=nature"));
    expect(nature).toMatchObject({ total: 3 });
    expect(nature.list.map((m) => [m.id, m.categoryId])).toEqual([
      ["conifer", "nature"],
      ["broadleaf-tree", "nature"],
      ["rock", "nature"],
    ]);
    const bench = first.list[0] as Item;
    expect(bench).toMatchObject({ name: "벤치", format: "glb" });
    const file = await t.call({ method: "GET", url: bench.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("model/gltf-binary");
    expect(file.rawPayload.length).toBe(bench.bytes);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe("glTF");
    const thumb = await t.call({ method: "GET", url: bench.thumbnailUrl });
    expect(thumb.headers["cache-control"]).toContain("immutable");
  });

  it("names models in the language-code header's language, falling back to Korean", async () => {
    const named = async (language: string) =>
      dataOf<Page>(
        await get("/tour/model/list?categoryId=furniture&pageSize=1", {
          "language-code": language,
        }),
      ).list[0]?.name;
    expect([await named("en"), await named("vi"), await named("ja")]).toEqual([
      "Bench",
      "Ghế băng",
      "ベンチ",
    ]);
    // A model named only in Korean and English (as a partner's might be) falls back to Korean.
    const db = t.deps.db.kysely;
    await db
      .insertInto("model_categories")
      .values({
        id: "partner",
        names: JSON.stringify({ ko: "협력사", en: "Partner" }),
        sort_order: 9,
      })
      .execute();
    const bench = await db
      .selectFrom("catalogue_models")
      .selectAll()
      .where("id", "=", "bench")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("catalogue_models")
      .values({
        ...bench,
        id: "kiosk",
        category_id: "partner",
        names: JSON.stringify({ ko: "키오스크", en: "Kiosk" }),
        bytes: Number(bench.bytes),
      })
      .execute();
    const kiosk = async (language: string) =>
      dataOf<Page>(await get("/tour/model/list?categoryId=partner", { "language-code": language }))
        .list[0]?.name;
    expect([await kiosk("en"), await kiosk("vi"), await kiosk("ja"), await kiosk("ko")]).toEqual([
      "Kiosk",
      "키오스크",
      "키오스크",
      "키오스크",
    ]);
    const categories = dataOf<{ id: string; name: string }[]>(
      await get("/tour/model/category/list", { "language-code": "vi" }),
    );
    expect(categories.find((c) => c.id === "partner")?.name).toBe("협력사");
  });

  it("refuses bad queries naming the field, and strangers to the API", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/tour/model/list?pageSize=500", {}, "query.pageSize"],
      ["/tour/model/list?pageNo=0", {}, "query.pageNo"],
      ["/tour/model/list?categoryId=spaceships", {}, "query.categoryId: no category spaceships"],
      ["/tour/model/list", { "language-code": "fr" }, "headers"],
    ];
    for (const [url, headers, message] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    for (const url of [
      "/tour/model/list",
      "/tour/model/category/list",
      "/tour/image-preset/list",
    ]) {
      expect((await t.call({ method: "GET", url: `/api/v3${url}` })).statusCode).toBe(401);
    }
  });

  it("lists the image presets with their sizes, each served by the CDN at that size", async () => {
    const presets = dataOf<Preset[]>(
      await get("/tour/image-preset/list", { "language-code": "ja" }),
    );
    expect(presets.map((p) => p.id)).toEqual([
      "nadir-logo",
      "nadir-plain",
      "compass-rose",
      "arrow-forward",
      "arrow-left",
      "arrow-right",
      "info",
      "pin",
      "camera",
    ]);
    expect(presets[2]).toMatchObject({ name: "方位記号", width: 1024, height: 1024 });
    for (const preset of presets) {
      const file = await t.call({ method: "GET", url: preset.url });
      expect(file.headers["content-type"]).toBe("image/png");
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([preset.width, preset.height]);
      expect((await t.call({ method: "GET", url: preset.thumbnailUrl })).statusCode).toBe(200);
    }
  });
});
