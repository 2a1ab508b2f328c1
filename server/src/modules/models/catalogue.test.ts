import type { CallInput } from "@orbis/core/client";
import type { Language, Routes } from "@orbis/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { seedCatalogueFiles } from "./catalogue/seedCatalogueFiles";

describe.each(testEngines)("model catalogue and image presets on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  const models = (
    query: CallInput<Routes["listCatalogueModels"]>["query"] = {},
    language?: Language,
  ) =>
    api.listCatalogueModels({
      query,
      headers: language === undefined ? {} : { "language-code": language },
    });
  // The contract declares the language header on every catalogue call.
  const categoriesIn = (language: Language) =>
    api.listModelCategories({ headers: { "language-code": language } });
  const presetsIn = (language: Language) =>
    api.listImagePresets({ headers: { "language-code": language } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedCatalogueFiles(t.deps.db.kysely, t.deps.files);
    user = await createTestUser(t);
    api = apiFor(t, user);
  });
  afterAll(() => t.close());

  it("lists the categories in the caller's language, Korean by default", async () => {
    const ko = await api.listModelCategories();
    expect(ko.map((c) => c.id)).toEqual(["furniture", "signs-arrows", "nature", "people-vehicles"]);
    expect(ko[0]?.name).toBe("가구");
    const en = await categoriesIn("en");
    expect(en.map((c) => c.name)).toEqual([
      "Furniture",
      "Signs and arrows",
      "Nature",
      "People and vehicles",
    ]);
  });

  it("pages the catalogue, with the total, and filters by category", async () => {
    const first = await models({ pageNo: 1, pageSize: 5 });
    const third = await models({ pageNo: 3, pageSize: 5 });
    expect(first.total).toBe(13);
    expect(first.list.map((m) => m.id)).toEqual(["bench", "table", "chair", "crate", "arrow"]);
    expect(third.list.map((m) => m.id)).toEqual(["rock", "person", "car"]);
    expect((await models({ pageNo: 9, pageSize: 5 })).list).toEqual([]);
    const defaults = await models();
    expect(defaults.list).toHaveLength(13);
    const nature = await models({ categoryId: "nature" });
    expect(nature).toMatchObject({ total: 3 });
    expect(nature.list.map((m) => [m.id, m.categoryId])).toEqual([
      ["conifer", "nature"],
      ["broadleaf-tree", "nature"],
      ["rock", "nature"],
    ]);
    const [bench] = first.list;
    if (bench === undefined) throw new Error("the first page is empty");
    expect(bench).toMatchObject({ name: "벤치", format: "glb" });
    const file = await t.call({ method: "GET", url: bench.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("model/gltf-binary");
    expect(file.rawPayload.length).toBe(bench.bytes);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe("glTF");
    const thumb = await t.call({ method: "GET", url: bench.thumbnailUrl ?? "" });
    expect(thumb.headers["cache-control"]).toContain("immutable");
  });

  it("names models in the language-code header's language, falling back to Korean", async () => {
    const named = async (language: Language) =>
      (await models({ categoryId: "furniture", pageSize: 1 }, language)).list[0]?.name;
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
    const kiosk = async (language: Language) =>
      (await models({ categoryId: "partner" }, language)).list[0]?.name;
    expect([await kiosk("en"), await kiosk("vi"), await kiosk("ja"), await kiosk("ko")]).toEqual([
      "Kiosk",
      "키오스크",
      "키오스크",
      "키오스크",
    ]);
    const categories = await categoriesIn("vi");
    expect(categories.find((c) => c.id === "partner")?.name).toBe("협력사");
  });

  it("refuses bad queries naming the field, and strangers to the API", async () => {
    const cases: [Parameters<typeof models>[0], string][] = [
      [{ pageSize: 500 }, "query.pageSize"],
      [{ pageNo: 0 }, "query.pageNo"],
      [{ categoryId: "spaceships" }, "query.categoryId: no category spaceships"],
    ];
    for (const [query, message] of cases) {
      const refused = await refusalOf(models(query));
      expect(refused.status, message).toBe(400);
      expect(refused.message).toContain(message);
    }
    // A language outside the contract's enum: only a raw header can carry it.
    const french = await t.call({
      method: "GET",
      url: routeUrl("listCatalogueModels"),
      headers: { ...user.auth, "language-code": "fr" },
    });
    expect(french.statusCode).toBe(400);
    expect((french.json() as { message: string }).message).toContain("headers");
    const anonymous = apiFor(t);
    for (const [name, call] of [
      ["listCatalogueModels", () => anonymous.listCatalogueModels({ query: {} })],
      ["listModelCategories", () => anonymous.listModelCategories()],
      ["listImagePresets", () => anonymous.listImagePresets()],
    ] as const) {
      expect([name, (await refusalOf(call())).status]).toEqual([name, 401]);
    }
  });

  it("lists the image presets with their sizes, each served by the CDN at that size", async () => {
    const presets = await presetsIn("ja");
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
