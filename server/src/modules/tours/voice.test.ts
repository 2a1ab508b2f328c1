import type { Marker } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

describe.each(testEngines)("marker voices on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let api: TestApi;
  let tourId: string;
  const speak = (
    markerId: string,
    body: Parameters<TestApi["synthesizeMarkerVoice"]>[0]["body"],
    who = api,
  ) => who.synthesizeMarkerVoice({ params: { id: tourId, markerId }, body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    api = apiFor(t, user);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    const scene = await insertScene(t, tourId);
    const view = { yaw: 0, pitch: 0, fov: 90 };
    const marker = (id: string, text: string): Marker => ({
      id,
      sceneId: scene.id,
      yaw: 0,
      pitch: 0,
      type: "info",
      title: "Lens",
      text,
      url: null,
      voice: null,
    });
    await api.dumpTour({
      params: { id: tourId },
      body: {
        scenes: [
          { id: scene.id, title: "Top", order: 0, initialView: view, northOffset: 0, geo: null },
        ],
        markers: [
          marker("ko", "등대의 프레넬 렌즈는 1856년에 만들어졌습니다."),
          marker("en", "The Fresnel lens was made in 1856."),
          {
            id: "link",
            sceneId: scene.id,
            yaw: 1,
            pitch: 0,
            type: "link",
            targetSceneId: scene.id,
            targetView: { yaw: 0, pitch: 0 },
          },
        ],
        initialView: { sceneId: scene.id, ...view },
      },
    });
  });
  afterAll(() => t.close());

  it("lists the four languages with their voices", async () => {
    const languages = await api.listVoiceLanguages();
    expect(languages.map((l) => l.language).sort()).toEqual(["en", "ja", "ko", "vi"]);
    expect(languages.every((l) => l.voices.length > 0)).toBe(true);
  });

  it("speaks a marker's text into a served MP3, counted in storage, replacing the earlier voice", async () => {
    const before = (await usageOf(t, user.id)).contents;
    const first = await speak("ko", { language: "ko" });
    const audio = await t.call({ method: "GET", url: first.url });
    expect([audio.statusCode, audio.headers["content-type"]]).toEqual([200, "audio/mpeg"]);
    expect(audio.rawPayload.length).toBeGreaterThan(5000);
    expect((await usageOf(t, user.id)).contents).toBe(before + audio.rawPayload.length);
    const second = await speak("ko", { language: "ko", voiceId: "ko-male" });
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(404);
    const tour = await api.getTour({ params: { id: tourId } });
    const spoken = tour.markers.find((m) => m.id === "ko");
    expect(spoken?.type === "info" && spoken.voice).toEqual(second);
    const now = (await t.call({ method: "GET", url: second.url })).rawPayload.length;
    expect((await usageOf(t, user.id)).contents).toBe(before + now);
  });

  it("refuses link markers, unknown markers and voices, and strangers, changing nothing", async () => {
    const before = (await usageOf(t, user.id)).contents;
    expect((await refusalOf(speak("link", { language: "en" }))).status).toBe(400);
    expect((await refusalOf(speak("ghost", { language: "en" }))).status).toBe(404);
    const badVoice = await refusalOf(speak("en", { language: "en", voiceId: "nobody" }));
    expect([badVoice.status, badVoice.message]).toEqual([400, expect.stringContaining("nobody")]);
    // A language outside the contract's enum: only a raw body can carry it.
    const unknownLanguage = await t.call({
      method: "PUT",
      url: routeUrl("synthesizeMarkerVoice", { id: tourId, markerId: "en" }),
      headers: user.auth,
      payload: { language: "xx" },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    const stranger = apiFor(t, await createTestUser(t));
    expect((await refusalOf(speak("en", { language: "en" }, stranger))).status).toBe(404);
    expect((await usageOf(t, user.id)).contents).toBe(before);
  });
});
