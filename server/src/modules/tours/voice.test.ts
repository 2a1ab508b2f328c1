import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

type Voice = { language: string; url: string };

describe.each(testEngines)("marker voices on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  let tourId: string;
  const speak = (markerId: string, payload: object, who = user) =>
    t.call({
      method: "PUT",
      url: `/api/v2/polly/tours/${tourId}/markers/${markerId}/voice`,
      headers: who.auth,
      payload,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
    tourId = (await createTour(t, user, (await createProject(t, user)).id)).id;
    const scene = await insertScene(t, tourId);
    const view = { yaw: 0, pitch: 0, fov: 90 };
    const marker = (id: string, text: string) => ({
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
    await t.call({
      method: "PUT",
      url: `/api/v1/tours/${tourId}/dump`,
      headers: user.auth,
      payload: {
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
    const languages = dataOf<{ language: string; voices: unknown[] }[]>(
      await t.call({ method: "GET", url: "/api/v2/polly/languages", headers: user.auth }),
    );
    expect(languages.map((l) => l.language).sort()).toEqual(["en", "ja", "ko", "vi"]);
    expect(languages.every((l) => l.voices.length > 0)).toBe(true);
  });

  it("speaks a marker's text into a served MP3, counted in storage, replacing the earlier voice", async () => {
    const before = (await usageOf(t, user.id)).contents;
    const first = dataOf<Voice>(await speak("ko", { language: "ko" }));
    const audio = await t.call({ method: "GET", url: first.url });
    expect([audio.statusCode, audio.headers["content-type"]]).toEqual([200, "audio/mpeg"]);
    expect(audio.rawPayload.length).toBeGreaterThan(5000);
    expect((await usageOf(t, user.id)).contents).toBe(before + audio.rawPayload.length);
    const second = dataOf<Voice>(await speak("ko", { language: "ko", voiceId: "ko-male" }));
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(404);
    const tour = dataOf<{ markers: { id: string; voice: Voice | null }[] }>(
      await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: user.auth }),
    );
    expect(tour.markers.find((m) => m.id === "ko")?.voice).toEqual(second);
    const now = (await t.call({ method: "GET", url: second.url })).rawPayload.length;
    expect((await usageOf(t, user.id)).contents).toBe(before + now);
  });

  it("refuses link markers, unknown markers and voices, and strangers, changing nothing", async () => {
    const before = (await usageOf(t, user.id)).contents;
    expect((await speak("link", { language: "en" })).statusCode).toBe(400);
    expect((await speak("ghost", { language: "en" })).statusCode).toBe(404);
    const badVoice = await speak("en", { language: "en", voiceId: "nobody" });
    expect([
      badVoice.statusCode,
      (JSON.parse(badVoice.body) as { message: string }).message,
    ]).toEqual([400, expect.stringContaining("nobody")]);
    expect((await speak("en", { language: "xx" })).statusCode).toBe(400);
    expect((await speak("en", { language: "en" }, await createTestUser(t))).statusCode).toBe(404);
    expect((await usageOf(t, user.id)).contents).toBe(before);
  });
});
