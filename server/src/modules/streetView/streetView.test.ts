import { type GoogleDouble, startGoogleDouble } from "@orbis/testkit/googleStreetView";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { dumpDatabase } from "../../testing/databaseDump";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene } from "../../testing/tours";
import { until } from "../../testing/until";
import { createTestUser, type TestUser } from "../../testing/users";
import { STREET_VIEW_CALLBACK_PATH } from "./linkHandlers";

/*
 * The Street View account against a local server playing Google (the consent page, the token
 * endpoint, user info and the Street View Publish API, with Google's documented shapes).
 */

/** A scene of a new tour of the user, with a real JPEG panorama of `width`×`height`. */
const sceneOf = async (t: TestApp, user: TestUser, width = 512, height = 256) => {
  const project = await createProject(t, user);
  const tour = await createTour(t, user, project.id);
  const scene = await insertScene(t, tour.id);
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#48c" } })
    .jpeg()
    .toBuffer();
  await t.deps.files.put(`${scene.prefix}r1/source.jpg`, { buffer: jpeg }, "image/jpeg");
  await t.deps.db.kysely
    .updateTable("scenes")
    .set({ width, height })
    .where("id", "=", scene.id)
    .execute();
  return { projectId: project.id, tourId: tour.id, sceneId: scene.id };
};

const publishCount = async (t: TestApp) =>
  (await t.deps.db.kysely.selectFrom("street_view_publishes").select("id").execute()).length;

/** Follows the link as a browser would: Google's consent page, then Google's return to Orbis. */
const linkGoogle = async (t: TestApp, user: TestUser) => {
  const { authorizationUrl } = await apiFor(t, user).startStreetViewLink({});
  const consent = await fetch(authorizationUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.pathname).toBe(STREET_VIEW_CALLBACK_PATH);
  const returned = await t.call({ method: "GET", url: `${back.pathname}${back.search}` });
  expect(returned.statusCode).toBe(302);
  return new URL(String(returned.headers.location));
};

describe.each(testEngines)("Street View on %s", (engine) => {
  let t: TestApp;
  let google: GoogleDouble;
  const log: string[] = [];
  beforeAll(async () => {
    google = await startGoogleDouble();
    t = await startTestApp(engine, {
      env: { ...google.env, LOG_LEVEL: "trace" },
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it("links a Google account through the consent, and keeps its token only sealed", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(await api.getStreetViewLink({})).toMatchObject({ configured: true, linked: false });
    google.account = { email: "harbour.maps@example.com", name: "Harbour Maps" };
    const back = await linkGoogle(t, user);
    expect(back.pathname).toBe("/mypage/streetview");
    expect(back.searchParams.get("link")).toBe("linked");
    expect(await api.getStreetViewLink({})).toMatchObject({
      configured: true,
      linked: true,
      accountEmail: "harbour.maps@example.com",
      accountName: "Harbour Maps",
    });
    const token = google.refreshTokens.at(-1) ?? "";
    expect(token).not.toBe("");
    const dump = await dumpDatabase(t);
    expect(dump).toContain("harbour.maps@example.com");
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.slice(4));
    expect(log.join("\n")).not.toContain(token.slice(4));
  });

  it("refuses a forged or tampered state and links nothing", async () => {
    const user = await createTestUser(t);
    const { authorizationUrl } = await apiFor(t, user).startStreetViewLink({});
    const state = new URL(authorizationUrl).searchParams.get("state") ?? "";
    const forged = `${state.slice(0, -2)}AA`;
    const res = await t.call({
      method: "GET",
      url: `${STREET_VIEW_CALLBACK_PATH}?code=anything&state=${encodeURIComponent(forged)}`,
    });
    expect(new URL(String(res.headers.location)).searchParams.get("link")).toBe("failed");
    expect((await apiFor(t, user).getStreetViewLink({})).linked).toBe(false);
  });

  it("publishes a 2:1 scene: pending at once, then published with Google's photo", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const api = apiFor(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    const photos = google.photos.length;
    const publish = await api.publishToStreetView({
      body: { tourId, sceneId, latitude: 37.5665, longitude: 126.978, heading: 90 },
    });
    expect(publish).toMatchObject({ sceneId, state: "pending", latitude: 37.5665, heading: 90 });
    const done = await until("the publish's outcome", async () => {
      const { list } = await api.listStreetViewPublishes({});
      const found = list.find((p) => p.id === publish.id);
      return found?.state === "published" || found?.state === "failed" ? found : undefined;
    });
    expect(done.state).toBe("published");
    expect(done.mapsPublishStatus).toBe("PUBLISHED");
    const photo = google.photos[photos];
    expect(done.photoId).toBe(photo?.id);
    expect(done.shareLink).toContain(photo?.id ?? "?");
    expect(photo?.pose).toEqual({
      latLngPair: { latitude: 37.5665, longitude: 126.978 },
      heading: 90,
    });
    expect(photo?.bytes).toBeGreaterThan(0);
  });

  it("takes the scene's geo position when the place is not given", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    await t.deps.db.kysely
      .updateTable("scenes")
      .set({ geo: JSON.stringify({ lat: 35.1, lon: 129.04 }) })
      .where("id", "=", sceneId)
      .execute();
    const publish = await apiFor(t, user).publishToStreetView({ body: { tourId, sceneId } });
    expect(publish).toMatchObject({ latitude: 35.1, longitude: 129.04, heading: 0 });
  });

  it("shows Google's refusal as the failed publish's reason", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const api = apiFor(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    google.refuseNextPhoto = {
      code: 400,
      message: "Photo is too small: minimum 7.5 megapixels.",
      status: "INVALID_ARGUMENT",
    };
    const publish = await api.publishToStreetView({
      body: { tourId, sceneId, latitude: 1, longitude: 2 },
    });
    const failed = await until("the refusal", async () => {
      const { list } = await api.listStreetViewPublishes({});
      const found = list.find((p) => p.id === publish.id);
      return found?.state === "failed" ? found : undefined;
    });
    expect(failed.reason).toBe(
      "Google Street View refused the request: Photo is too small: minimum 7.5 megapixels. (INVALID_ARGUMENT)",
    );
    expect(failed.photoId).toBeNull();
  });

  it("reads again a photo Google is still processing, until Google rejects it", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const api = apiFor(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    google.photoStatus = "UNSPECIFIED_MAPS_PUBLISH_STATUS";
    const photos = google.photos.length;
    const publish = await api.publishToStreetView({
      body: { tourId, sceneId, latitude: 1, longitude: 2 },
    });
    const processing = await until("the photo's creation", async () => {
      const { list } = await api.listStreetViewPublishes({});
      const found = list.find((p) => p.id === publish.id);
      return found?.photoId === null ? undefined : found;
    });
    google.photoStatus = "PUBLISHED";
    expect(processing.state).toBe("uploading");
    const photo = google.photos[photos];
    if (photo === undefined) throw new Error("no photo was created");
    photo.mapsPublishStatus = "REJECTED_UNKNOWN";
    const [rejected] = (await api.listStreetViewPublishes({})).list.filter(
      (p) => p.id === publish.id,
    );
    expect(rejected).toMatchObject({
      state: "failed",
      mapsPublishStatus: "REJECTED_UNKNOWN",
      reason: "Google rejected the photo (REJECTED_UNKNOWN)",
    });
  });

  it("fails with Google's reason when Google revoked the account's token", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    google.revoke(google.refreshTokens.at(-1) ?? "");
    const api = apiFor(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    const publish = await api.publishToStreetView({
      body: { tourId, sceneId, latitude: 1, longitude: 2 },
    });
    const failed = await until("the refusal", async () => {
      const { list } = await api.listStreetViewPublishes({});
      const found = list.find((p) => p.id === publish.id);
      return found?.state === "failed" ? found : undefined;
    });
    expect(failed.reason).toContain("Token has been expired or revoked. (invalid_grant)");
  });

  it("refuses a scene that is not 2:1, and writes nothing", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const { tourId, sceneId } = await sceneOf(t, user, 400, 300);
    const before = await publishCount(t);
    const refusal = await refusalOf(
      apiFor(t, user).publishToStreetView({ body: { tourId, sceneId, latitude: 1, longitude: 2 } }),
    );
    expect(refusal.code).toBe(60022);
    expect(refusal.message).toContain("400×300");
    expect(await publishCount(t)).toBe(before);
  });

  it("refuses a place out of range or missing, and writes nothing", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const { tourId, sceneId } = await sceneOf(t, user);
    const api = apiFor(t, user);
    const before = await publishCount(t);
    expect(
      await refusalCode(
        api.publishToStreetView({ body: { tourId, sceneId, latitude: 91, longitude: 0 } }),
      ),
    ).toBe(10400);
    const noPlace = await refusalOf(api.publishToStreetView({ body: { tourId, sceneId } }));
    expect(noPlace.code).toBe(10400);
    expect(noPlace.message).toContain("no geo position");
    expect(await publishCount(t)).toBe(before);
  });

  it("refuses another user's scene and an unlinked user", async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    await linkGoogle(t, stranger);
    const { tourId, sceneId } = await sceneOf(t, owner);
    const before = await publishCount(t);
    const body = { tourId, sceneId, latitude: 1, longitude: 2 };
    expect(await refusalCode(apiFor(t, stranger).publishToStreetView({ body }))).toBe(10404);
    expect(await refusalCode(apiFor(t, owner).publishToStreetView({ body }))).toBe(60021);
    expect(await publishCount(t)).toBe(before);
  });

  it("lets an editor coworker publish the owner's scene, and refuses a viewer", async () => {
    const owner = await createTestUser(t);
    const editor = await createTestUser(t);
    const viewer = await createTestUser(t);
    await linkGoogle(t, editor);
    await linkGoogle(t, viewer);
    const { projectId, tourId, sceneId } = await sceneOf(t, owner);
    const ownerApi = apiFor(t, owner);
    await ownerApi.addProjectCoworker({
      params: { id: projectId },
      body: { email: editor.email, role: "editor" },
    });
    await ownerApi.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
    const body = { tourId, sceneId, latitude: 1, longitude: 2 };
    const before = await publishCount(t);
    expect(await refusalCode(apiFor(t, viewer).publishToStreetView({ body }))).toBe(10403);
    expect(await publishCount(t)).toBe(before);
    const publish = await apiFor(t, editor).publishToStreetView({ body });
    expect(publish.state).toBe("pending");
    const { list } = await apiFor(t, editor).listStreetViewPublishes({});
    expect(list.map((p) => p.id)).toContain(publish.id);
    expect((await ownerApi.listStreetViewPublishes({})).list).toEqual([]);
  });

  it("unlinks: the token is forgotten and publishing is refused", async () => {
    const user = await createTestUser(t);
    await linkGoogle(t, user);
    const api = apiFor(t, user);
    await api.unlinkStreetView({});
    expect(await api.getStreetViewLink({})).toMatchObject({ linked: false, accountEmail: null });
    const link = await t.deps.db.kysely
      .selectFrom("street_view_links")
      .select("user_id")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    expect(link).toBeUndefined();
    const { tourId, sceneId } = await sceneOf(t, user);
    expect(
      await refusalCode(
        api.publishToStreetView({ body: { tourId, sceneId, latitude: 1, longitude: 2 } }),
      ),
    ).toBe(60021);
  });
});

describe("Street View on a server without Google", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("says it is not configured, and refuses the link and publishing with 60020", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(await api.getStreetViewLink({})).toEqual({
      configured: false,
      linked: false,
      accountEmail: null,
      accountName: null,
      linkedAt: null,
    });
    expect(await refusalCode(api.startStreetViewLink({}))).toBe(60020);
    const { tourId, sceneId } = await sceneOf(t, user);
    expect(
      await refusalCode(
        api.publishToStreetView({ body: { tourId, sceneId, latitude: 1, longitude: 2 } }),
      ),
    ).toBe(60020);
    expect(await publishCount(t)).toBe(0);
  });
});
