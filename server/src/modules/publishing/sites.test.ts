import { FREE_PLAN_ID } from "@orbis/core/plans";
import { Window } from "happy-dom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { tourWithScene, visit } from "./testing/testKit";

/*
 * The sites calls and the live page: the list with visits, the slug change and its refusals,
 * the Open Graph upload, site settings showing on the published page at once (read back by
 * parsing its HTML), and the plan gates 70004–70006 refusing a FREE account and writing nothing.
 */

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();

/** The head of a page, parsed as a browser would. */
const headOf = (html: string) => {
  // Parsed, not loaded: whatever the page links to (the preview's preload) is answered empty.
  const window = new Window({
    url: "http://page.test/",
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      fetch: {
        interceptor: { beforeAsyncRequest: async () => new window.Response(null, { status: 204 }) },
      },
    },
  });
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ??
    null;
  const scripts = [...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src") ?? "");
  return { title: doc.title, meta, scripts, close: () => window.close() };
};

describe.each(testEngines)("sites on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let api: TestApi;
  let tourId: string;
  let projectId: string;
  let slug: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    pro = await createTestUser(t, { planId: "pro" });
    api = apiFor(t, pro);
    ({ tourId, projectId } = await tourWithScene(t, pro, "Harbour walk"));
    slug = (await api.publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(() => t.close());

  it("lists the caller's published tours with their address, version and visits", async () => {
    await tourWithScene(t, pro, "Never published");
    for (let i = 0; i < 2; i += 1) expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    const sites = await api.listSites();
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({
      tourId,
      projectId,
      title: "Harbour walk",
      slug,
      url: `${t.deps.config.publicUrl.replace(/\/$/, "")}/t/${slug}`,
      version: 1,
      visits30Days: 2,
      configured: { seo: false, og: false, ga: false },
      allowed: { seo: true, og: true, ga: true },
      canEdit: true,
      isOwner: true,
    });
    expect(await api.getSite({ params: { id: tourId } })).toEqual(sites[0]);
  });

  it("shows a coworker the site and hides it from anyone else", async () => {
    const editor = await createTestUser(t);
    const stranger = await createTestUser(t);
    await api.addProjectCoworker({
      params: { id: projectId },
      body: { email: editor.email, role: "viewer" },
    });
    const seen = await apiFor(t, editor).listSites();
    expect(seen.map((s) => [s.tourId, s.canEdit, s.isOwner, s.allowed.seo])).toEqual([
      [tourId, false, false, true],
    ]);
    expect(await apiFor(t, stranger).listSites()).toEqual([]);
    expect(await refusalCode(apiFor(t, stranger).getSite({ params: { id: tourId } }))).toBe(10404);
    expect(
      await refusalCode(
        apiFor(t, editor).changeSiteSlug({ params: { id: tourId }, body: { slug: "mine-now" } }),
      ),
    ).toBe(10403);
  });

  it("puts saved site settings and an uploaded OG picture on the live page without republishing", async () => {
    const before = (await usageOf(t, pro.id)).contents;
    const form = fileForm("file", await png(1600, 1000), "cover.bin", "application/octet-stream");
    const { imageUrl } = await api.uploadSiteOgImage({ params: { id: tourId }, body: form });
    expect(imageUrl).toMatch(new RegExp(`^/cdn/tours/${tourId}/og-[0-9a-f]+\\.webp$`));
    const stored = await t.deps.files.read(imageUrl.slice("/cdn/".length));
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "webp",
      width: 1200,
      height: 630,
    });
    expect((await usageOf(t, pro.id)).contents).toBe(before + bytes.byteLength);

    const tour = await api.getTour({ params: { id: tourId } });
    expect(tour.settings.og?.imageUrl).toBe(imageUrl);
    await api.updateTour({
      params: { id: tourId },
      body: {
        title: "Harbour at dusk",
        description: "Walk the quay",
        settings: {
          ...tour.settings,
          seo: { title: "", description: "The old harbour, in 360°", keywords: ["harbour", "360"] },
          og: { title: "Come to the harbour", description: "", imageUrl },
          ga: { measurementId: "G-AB12CD34EF" },
        },
      },
    });

    const page = await visit(t, `/t/${slug}`);
    expect(page.statusCode).toBe(200);
    const head = headOf(page.body);
    try {
      expect(head.title).toBe("Harbour at dusk");
      expect(head.meta("description")).toBe("The old harbour, in 360°");
      expect(head.meta("keywords")).toBe("harbour, 360");
      expect(head.meta("og:title")).toBe("Come to the harbour");
      expect(head.meta("og:image")).toBe(
        `${t.deps.config.publicUrl.replace(/\/$/, "")}${imageUrl}`,
      );
      expect(head.scripts).toContain("https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF");
    } finally {
      head.close();
    }
    expect((await api.getPublishHistory({ params: { id: tourId } })).map((v) => v.version)).toEqual(
      [1],
    );
    expect((await api.getSite({ params: { id: tourId } })).configured).toEqual({
      seo: true,
      og: true,
      ga: true,
    });

    // A second picture replaces the first, whose file and bytes go back.
    const again = fileForm("file", await png(800, 800), "square.png", "image/png");
    const second = await api.uploadSiteOgImage({ params: { id: tourId }, body: again });
    expect(await t.deps.files.read(imageUrl.slice("/cdn/".length))).toBeNull();
    const page2 = headOf((await visit(t, `/t/${slug}`)).body);
    expect(page2.meta("og:image")?.endsWith(second.imageUrl)).toBe(true);
    page2.close();
  });

  it("refuses an OG upload that is not a picture, too small or too large, writing nothing", async () => {
    const settings = (await api.getTour({ params: { id: tourId } })).settings;
    const usage = (await usageOf(t, pro.id)).contents;
    const upload = (bytes: Uint8Array, name = "x.png", type = "image/png") =>
      refusalOf(
        api.uploadSiteOgImage({
          params: { id: tourId },
          body: fileForm("file", bytes, name, type),
        }),
      );
    const text = await upload(
      new TextEncoder().encode("not a picture at all"),
      "x.jpg",
      "image/jpeg",
    );
    expect([text.code, text.message]).toEqual([
      10415,
      "body.file: the file is not a readable JPEG, PNG or WebP image",
    ]);
    const small = await upload(await png(120, 80));
    expect(small.code).toBe(10400);
    expect(small.message).toContain("body.file");
    const big = await upload(new Uint8Array(5 * 1024 * 1024 + 1));
    expect([10400, 10413]).toContain(big.code);
    expect((await api.getTour({ params: { id: tourId } })).settings).toEqual(settings);
    expect((await usageOf(t, pro.id)).contents).toBe(usage);
  });

  it("moves the site to a new slug at once, and refuses a taken or malformed one", async () => {
    const other = await tourWithScene(t, pro, "Lighthouse");
    const otherSlug = (await api.publishTour({ params: { id: other.tourId }, body: {} })).slug;

    const moved = await api.changeSiteSlug({
      params: { id: tourId },
      body: { slug: "old-harbour" },
    });
    expect([moved.slug, moved.url.endsWith("/t/old-harbour"), moved.version]).toEqual([
      "old-harbour",
      true,
      1,
    ]);
    expect((await visit(t, "/t/old-harbour")).statusCode).toBe(200);
    expect((await visit(t, `/t/${slug}`)).statusCode).toBe(404);
    const head = headOf((await visit(t, "/t/old-harbour")).body);
    expect(head.meta("og:url")?.endsWith("/t/old-harbour")).toBe(true);
    head.close();

    const taken = await refusalOf(
      api.changeSiteSlug({ params: { id: tourId }, body: { slug: otherSlug } }),
    );
    expect([taken.code, taken.message]).toEqual([
      10409,
      `body.slug: "${otherSlug}" is already used by another published tour; choose another slug`,
    ]);
    for (const bad of ["Old Harbour!", "ab", "-harbour", "admin"]) {
      const refused = await refusalOf(
        api.changeSiteSlug({ params: { id: tourId }, body: { slug: bad } }),
      );
      expect([refused.code, refused.message.startsWith("body.slug")]).toEqual([10400, true]);
    }
    expect((await api.getSite({ params: { id: tourId } })).slug).toBe("old-harbour");
    const unpublished = await tourWithScene(t, pro, "Draft");
    expect(
      await refusalCode(
        api.changeSiteSlug({ params: { id: unpublished.tourId }, body: { slug: "a-draft" } }),
      ),
    ).toBe(10404);
  });

  it("refuses SEO, OG and GA on a FREE plan (70004–70006) and changes nothing", async () => {
    const free = await createTestUser(t);
    const freeApi = apiFor(t, free);
    const own = await tourWithScene(t, free, "Free tour");
    const freeSlug = (await freeApi.publishTour({ params: { id: own.tourId }, body: {} })).slug;
    const before = await freeApi.getTour({ params: { id: own.tourId } });
    const put = (settings: Partial<typeof before.settings>) =>
      refusalCode(
        freeApi.updateTour({
          params: { id: own.tourId },
          body: { title: "Changed", settings: { ...before.settings, ...settings } },
        }),
      );
    expect(await put({ seo: { title: "", description: "x", keywords: [] } })).toBe(70004);
    expect(await put({ og: { title: "x", description: "", imageUrl: null } })).toBe(70005);
    expect(await put({ ga: { measurementId: "G-AB12CD34EF" } })).toBe(70006);
    const form = fileForm("file", await png(1200, 630), "og.png", "image/png");
    const usage = (await usageOf(t, free.id)).contents;
    expect(
      await refusalCode(freeApi.uploadSiteOgImage({ params: { id: own.tourId }, body: form })),
    ).toBe(70005);
    expect(await freeApi.getTour({ params: { id: own.tourId } })).toEqual(before);
    expect((await usageOf(t, free.id)).contents).toBe(usage);
    expect((await freeApi.getSite({ params: { id: own.tourId } })).allowed).toEqual({
      seo: false,
      og: false,
      ga: false,
    });
    // What FREE may change still saves, and the page shows no head settings.
    await freeApi.updateTour({ params: { id: own.tourId }, body: { title: "Free harbour" } });
    const head = headOf((await visit(t, `/t/${freeSlug}`)).body);
    expect([head.title, head.meta("description"), head.meta("og:title")]).toEqual([
      "Free harbour",
      null,
      null,
    ]);
    expect(head.scripts.some((s) => s.includes("googletagmanager"))).toBe(false);
    head.close();
  });

  it("keeps what a lost plan allowed but stops showing it", async () => {
    const { tourId: id } = await tourWithScene(t, pro, "Downgraded");
    const downSlug = (await api.publishTour({ params: { id }, body: {} })).slug;
    const tour = await api.getTour({ params: { id } });
    const ga = { measurementId: "G-KEEP1234" };
    await api.updateTour({ params: { id }, body: { settings: { ...tour.settings, ga } } });
    await t.deps.db.kysely
      .updateTable("accounts")
      .set({ plan_id: FREE_PLAN_ID })
      .where("user_id", "=", pro.id)
      .execute();
    try {
      const kept = { ...tour.settings, ga, autorotate: 5 };
      expect((await api.updateTour({ params: { id }, body: { settings: kept } })).settings).toEqual(
        kept,
      );
      const page = headOf((await visit(t, `/t/${downSlug}`)).body);
      expect(page.scripts.some((s) => s.includes("googletagmanager"))).toBe(false);
      page.close();
    } finally {
      await t.deps.db.kysely
        .updateTable("accounts")
        .set({ plan_id: "pro" })
        .where("user_id", "=", pro.id)
        .execute();
    }
  });
});
