import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "./apiClient";
import { startTestApp, type TestApp } from "./testApp";
import { testEngines } from "./testDb";
import { createTestUser, type TestUser } from "./users";

describe.each(testEngines)("core's client on the test app (%s)", (engine) => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ada = await createTestUser(t, { email: "ada@example.com" });
  });
  afterAll(() => t.close());

  it("calls routes as the signed-in user and unwraps the answers", async () => {
    const api = apiFor(t, ada);
    expect((await api.getMe({})).email).toBe("ada@example.com");
    const project = await api.createProject({ body: { name: "Harbour", kind: "contents" } });
    expect((await api.listProjects({ query: {} })).map((p) => p.id)).toContain(project.id);
  });

  it("sends multipart bodies", async () => {
    const api = apiFor(t, ada);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
    const refusal = await api.uploadMyThumbnail({ body: form }).catch((e: unknown) => e);
    // Three bytes are no image: the server read the part and refused what it holds.
    expect(isAppError(refusal) && refusal.code).toBe(10415);
  });

  it("throws the catalogue's error for a refusal, and calls anonymously without a user", async () => {
    const refusal = await apiFor(t)
      .getMe({})
      .catch((e: unknown) => e);
    expect(isAppError(refusal) && refusal.code).toBe(10401);
  });
});
