import type { SitePage } from "@orbis/core/contract";
import { Window } from "happy-dom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../../testing/apiClient";
import { fileForm } from "../../../testing/multipart";
import { refusalOf } from "../../../testing/refusal";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { insertScene, usageOf } from "../../../testing/tours";
import { createTestUser } from "../../../testing/users";
import { assetLinks, pageData, tourWithScene, visit } from "../testing/testKit";

/** The published HTML as a document, as a browser would parse it (no script runs). */
const parse = (html: string) => {
  const window = new Window({
    url: "http://orbis.test/",
    settings: {
      disableJavaScriptFileLoading: true,
      disableJavaScriptEvaluation: true,
      disableCSSFileLoading: true,
      disableComputedStyleRendering: true,
      navigation: { disableChildFrameNavigation: true },
    },
  });
  return new window.DOMParser().parseFromString(html, "text/html");
};

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a73" } })
    .jpeg()
    .toBuffer();

const pageWith = (sceneId: string, imageId: string): SitePage => ({
  cover: {
    picture: { kind: "upload", imageId },
    heading: "Hanok <stay> & garden",
    subheading: 'Two nights in "Bukchon"',
  },
  blocks: [
    {
      type: "text",
      id: "about",
      title: "About <us>",
      body: "First <b>line</b>\nsecond line\n\nA new paragraph",
    },
    { type: "tour", id: "tour" },
    {
      type: "contact",
      id: "reach",
      title: "Contact",
      email: "host@example.com",
      phone: "+82 2-123-4567",
      website: "https://example.com/stay?a=1&b=2",
      address: "12 <Bukchon-ro>, Seoul",
    },
    { type: "image", id: "yard", picture: { kind: "scene", sceneId }, caption: "The yard" },
  ],
});

describe.each(testEngines)("site pages on %s", (engine) => {
  let t: TestApp;
  let owner: TestApi;
  let editor: TestApi;
  let viewer: TestApi;
  let stranger: TestApi;
  let tourId: string;
  let sceneId: string;
  let slug: string;
  let imageId: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const users = {
      owner: await createTestUser(t, { planId: "pro" }),
      editor: await createTestUser(t),
      viewer: await createTestUser(t),
      stranger: await createTestUser(t),
    };
    [owner, editor, viewer, stranger] = [
      apiFor(t, users.owner),
      apiFor(t, users.editor),
      apiFor(t, users.viewer),
      apiFor(t, users.stranger),
    ];
    ownerId = users.owner.id;
    const made = await tourWithScene(t, users.owner, "Hanok stay");
    ({ tourId, sceneId } = made);
    for (const [who, role] of [
      [users.editor, "editor"],
      [users.viewer, "viewer"],
    ] as const) {
      await owner.addProjectCoworker({
        params: { id: made.projectId },
        body: { email: who.email, role },
      });
    }
    await owner.updateTour({ params: { id: tourId }, body: { description: "By the palace" } });
    slug = (await owner.publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(() => t.close());

  const rows = async () =>
    (await t.deps.db.kysely.selectFrom("site_pages").selectAll().execute()).length;

  it("renders the page as before while the tour has no site page", async () => {
    const state = await owner.getSitePage({ params: { id: tourId } });
    expect(state).toMatchObject({ saved: false, featured: false });
    expect(state.url).toMatch(new RegExp(`/t/${slug}$`));
    expect(state.page).toEqual({
      cover: { picture: null, heading: "Hanok stay", subheading: "By the palace" },
      blocks: [{ type: "tour", id: "tour" }],
    });
    const html = (await visit(t, `/t/${slug}`)).body;
    expect(html).not.toContain("site-page");
    const doc = parse(html);
    expect(doc.querySelector("body > #orbis-root h1")?.textContent).toBe("Hanok stay");
  });

  it("saves a page as an editor and gives it back; the published page shows it, escaped", async () => {
    const image = await editor.uploadSitePageImage({
      params: { id: tourId },
      body: fileForm("file", await jpeg(640, 400), "cover.jpg", "image/jpeg"),
    });
    imageId = image.id;
    const saved = await editor.saveSitePage({
      params: { id: tourId },
      body: pageWith(sceneId, imageId),
    });
    expect(saved).toMatchObject({ saved: true, page: pageWith(sceneId, imageId), images: [image] });
    expect(await owner.getSitePage({ params: { id: tourId } })).toEqual(saved);

    const res = await visit(t, `/t/${slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<b>line</b>");
    expect(html).not.toContain("<us>");
    const doc = parse(html);
    expect(doc.querySelector(".site-cover h1")?.textContent).toBe("Hanok <stay> & garden");
    expect(doc.querySelector(".site-cover p")?.textContent).toBe('Two nights in "Bukchon"');
    expect(doc.querySelector(".site-cover img")?.getAttribute("src")).toBe(image.url);
    expect(doc.querySelector(".site-image img")?.getAttribute("src")).toMatch(/\/preview\.jpg$/);
    const text = doc.querySelector(".site-text");
    expect(text?.querySelector("h2")?.textContent).toBe("About <us>");
    const paragraphs = [...(text?.querySelectorAll("p") ?? [])];
    expect(paragraphs.map((p) => p.innerHTML)).toEqual([
      "First &lt;b&gt;line&lt;/b&gt;<br>second line",
      "A new paragraph",
    ]);
    const links = [...doc.querySelectorAll(".site-contact a")].map((a) => [
      a.getAttribute("href"),
      a.textContent,
    ]);
    expect(links).toEqual([
      ["mailto:host@example.com", "host@example.com"],
      ["tel:+8221234567", "+82 2-123-4567"],
      ["https://example.com/stay?a=1&b=2", "example.com/stay?a=1&b=2"],
    ]);
    expect(doc.querySelector(".site-contact-address")?.textContent).toBe("12 <Bukchon-ro>, Seoul");
    expect(doc.querySelector(".site-image figcaption")?.textContent).toBe("The yard");
    // The blocks keep their order, and the viewer's root sits in the tour's block.
    const order = [...doc.querySelectorAll(".site-blocks > .site-block")].map((b) => b.className);
    expect(order).toEqual([
      "site-block site-text",
      "site-block site-tour",
      "site-block site-contact",
      "site-block site-image",
    ]);
    expect(doc.querySelectorAll("#orbis-root")).toHaveLength(1);
    expect(doc.querySelector(".site-tour > #orbis-root")).not.toBeNull();
    expect(doc.body.className).toContain("site-page");
    // The viewer still mounts: its script is on the page and its data is the snapshot.
    expect(assetLinks(html).some((l) => /\/page-[\w-]+\.js$/.test(l))).toBe(true);
    expect(pageData(html).tour).toMatchObject({ tourId, slug });
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("refuses a bad block with 10400 naming the field, and writes nothing", async () => {
    const before = await owner.getSitePage({ params: { id: tourId } });
    const count = await rows();
    const good = pageWith(sceneId, imageId);
    const cases: [unknown, string][] = [
      [{ ...good, blocks: good.blocks.filter((b) => b.type !== "tour") }, "body.blocks"],
      [
        {
          ...good,
          blocks: [
            ...good.blocks.slice(0, 2),
            { ...good.blocks[2], website: "javascript:alert(1)" },
          ],
        },
        "body.blocks.2.website",
      ],
      [
        { ...good, blocks: [...good.blocks, { type: "html", id: "x", html: "<script>" }] },
        "body.blocks.4",
      ],
      [
        { ...good, cover: { ...good.cover, picture: { kind: "scene", sceneId: "not-a-scene" } } },
        "body.cover.picture",
      ],
      [
        { ...good, cover: { ...good.cover, picture: { kind: "upload", imageId: sceneId } } },
        "body.cover.picture",
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await refusalOf(
        owner.saveSitePage({ params: { id: tourId }, body: body as SitePage }),
      );
      expect(refused.code, field).toBe(10400);
      expect(refused.message, field).toContain(field);
    }
    expect(await rows()).toBe(count);
    expect(await owner.getSitePage({ params: { id: tourId } })).toEqual(before);
  });

  it("refuses another account (10404) and a coworker who only views (10403), writing nothing", async () => {
    const count = await rows();
    const body = {
      ...pageWith(sceneId, imageId),
      cover: { picture: null, heading: "Taken", subheading: "" },
    };
    expect((await refusalOf(stranger.getSitePage({ params: { id: tourId } }))).code).toBe(10404);
    expect((await refusalOf(stranger.saveSitePage({ params: { id: tourId }, body }))).code).toBe(
      10404,
    );
    expect((await refusalOf(viewer.saveSitePage({ params: { id: tourId }, body }))).code).toBe(
      10403,
    );
    expect(await rows()).toBe(count);
    expect((await visit(t, `/t/${slug}`)).body).not.toContain("Taken");
  });
  it("stores an uploaded picture as WebP in the owner's storage; refuses what is no picture or no right", async () => {
    const before = (await usageOf(t, ownerId)).contents;
    const image = await owner.uploadSitePageImage({
      params: { id: tourId },
      body: fileForm("file", await jpeg(3000, 1000), "wide.bin", "application/octet-stream"),
    });
    expect(image).toMatchObject({ width: 2400, height: 800 });
    expect(image.url).toMatch(new RegExp(`^/cdn/tours/${tourId}/site/[0-9a-f-]+\\.webp$`));
    const served = await visit(t, image.url);
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    const grown = (await usageOf(t, ownerId)).contents - before;
    expect(grown).toBe(Number(served.headers["content-length"] ?? served.rawPayload.length));
    expect((await owner.getSitePage({ params: { id: tourId } })).images[0]).toEqual(image);

    const count = (await owner.getSitePage({ params: { id: tourId } })).images.length;
    const upload = (api: TestApi, bytes: Uint8Array) =>
      refusalOf(
        api.uploadSitePageImage({
          params: { id: tourId },
          body: fileForm("file", bytes, "x.jpg", "image/jpeg"),
        }),
      );
    const text = await upload(owner, new TextEncoder().encode("<svg onload=alert(1)>"));
    expect([text.code, text.message]).toEqual([
      10415,
      "body.file: the file is not a readable JPEG, PNG or WebP image",
    ]);
    expect((await upload(viewer, await jpeg(10, 10))).code).toBe(10403);
    expect((await upload(stranger, await jpeg(10, 10))).code).toBe(10404);
    expect((await owner.getSitePage({ params: { id: tourId } })).images).toHaveLength(count);
    expect((await usageOf(t, ownerId)).contents - before).toBe(grown);
  });
});

describe.each(testEngines)("the landing showcase on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const showcase = () => apiFor(t).getEmbedList({ params: { lang: "en" } });

  it("lists featured published tours, newest first, until un-featured or unpublished", async () => {
    const user = await createTestUser(t, { planId: "pro" });
    const api = apiFor(t, user);
    const tours: { id: string; slug: string }[] = [];
    for (const title of ["Old harbour", "New market"]) {
      const { tourId } = await tourWithScene(t, user, title);
      await insertScene(t, tourId, { title: "Yard", order: 1, thumbnail: true });
      const { slug } = await api.publishTour({ params: { id: tourId }, body: {} });
      tours.push({ id: tourId, slug });
    }
    const [old, fresh] = tours as [{ id: string; slug: string }, { id: string; slug: string }];
    expect(await showcase()).toEqual([]);
    const raw = await t.call({ method: "GET", url: "/cdn/embed/en.json" });
    expect(raw.headers["cache-control"]).toBe("no-cache");

    for (const { id } of [old, fresh])
      expect(await api.setTourFeatured({ params: { id }, body: { featured: true } })).toEqual({
        featured: true,
      });
    expect((await api.getSitePage({ params: { id: old.id } })).featured).toBe(true);
    const listed = await showcase();
    expect(listed.map((e) => [e.id, e.title, e.embedUrl])).toEqual([
      [fresh.id, "New market", `/t/${fresh.slug}`],
      [old.id, "Old harbour", `/t/${old.slug}`],
    ]);
    expect(listed[0]?.thumbnailUrl).toMatch(/^\/cdn\/tours\/.+\/preview\.jpg$/);
    expect((await apiFor(t).getEmbedList({ params: { lang: "ko" } })).length).toBe(2);

    await api.setTourFeatured({ params: { id: fresh.id }, body: { featured: false } });
    expect((await showcase()).map((e) => e.id)).toEqual([old.id]);
    await api.unpublishTour({ params: { id: old.id } });
    expect(await showcase()).toEqual([]);
    // Unpublished, it may not be featured again until it is back online.
    expect(
      (await refusalOf(api.setTourFeatured({ params: { id: old.id }, body: { featured: true } })))
        .code,
    ).toBe(10409);
    // The choice outlives the time offline: published again, the tour is listed again.
    await api.publishTour({ params: { id: fresh.id }, body: {} });
    await api.setTourFeatured({ params: { id: fresh.id }, body: { featured: true } });
    await api.publishTour({ params: { id: old.id }, body: {} });
    expect((await showcase()).map((e) => e.id)).toEqual([old.id, fresh.id]);
  });

  it("leaves the switch to the owner: a coworker editor gets 10403, another account 10404", async () => {
    const owner = await createTestUser(t, { planId: "pro" });
    const editorUser = await createTestUser(t);
    const api = apiFor(t, owner);
    const { tourId, projectId } = await tourWithScene(t, owner, "Owner's only");
    await api.publishTour({ params: { id: tourId }, body: {} });
    await api.addProjectCoworker({
      params: { id: projectId },
      body: { email: editorUser.email, role: "editor" },
    });
    const body = { featured: true };
    const editor = apiFor(t, editorUser);
    const stranger = apiFor(t, await createTestUser(t));
    expect((await refusalOf(editor.setTourFeatured({ params: { id: tourId }, body }))).code).toBe(
      10403,
    );
    expect((await refusalOf(stranger.setTourFeatured({ params: { id: tourId }, body }))).code).toBe(
      10404,
    );
    expect((await showcase()).map((e) => e.id)).not.toContain(tourId);
  });

  it("refuses a language Orbis does not offer, naming it", async () => {
    const res = await t.call({ method: "GET", url: "/cdn/embed/fr.json" });
    expect([res.statusCode, res.json().code]).toEqual([400, 10400]);
    expect(res.json().message).toContain("params.lang");
  });
});
