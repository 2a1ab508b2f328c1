import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

describe.each(testEngines)("coworkers and permissions on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let projectId: string;
  let tourId: string;
  const status = async (
    who: TestUser,
    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH",
    url: string,
    payload?: object,
  ) => (await t.call({ method, url, headers: who.auth, payload })).statusCode;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { email: "owner@example.com", planId: "pro" });
    editor = await createTestUser(t, { email: "editor@example.com" });
    viewer = await createTestUser(t, { email: "viewer@example.com" });
    stranger = await createTestUser(t);
    projectId = (await createProject(t, owner, "contents", "Museum")).id;
    tourId = (await createTour(t, owner, projectId)).id;
    for (const [who, role] of [
      [editor, "editor"],
      [viewer, "viewer"],
    ] as const) {
      const added = await t.call({
        method: "POST",
        url: `/api/v2/projects/${projectId}/coworkers`,
        headers: owner.auth,
        payload: { email: who.email.toUpperCase(), role },
      });
      expect(dataOf<{ email: string; role: string }>(added)).toMatchObject({
        email: who.email,
        role,
      });
    }
  });
  afterAll(() => t.close());

  it("lists coworkers to members and the shared projects to coworkers", async () => {
    const list = dataOf<{ email: string; role: string }[]>(
      await t.call({
        method: "GET",
        url: `/api/v2/projects/coworkers?proj=${projectId}`,
        headers: viewer.auth,
      }),
    );
    expect(list.map((c) => [c.email, c.role])).toEqual([
      ["editor@example.com", "editor"],
      ["viewer@example.com", "viewer"],
    ]);
    const shared = dataOf<{ ownerID: string; projectID: string; name: string }[]>(
      await t.call({ method: "GET", url: "/api/v2/projects/shared-list", headers: editor.auth }),
    );
    expect(shared).toEqual([
      expect.objectContaining({ ownerID: owner.id, projectID: projectId, name: "Museum" }),
    ]);
    const byOwner = dataOf<{ id: string }[]>(
      await t.call({
        method: "GET",
        url: `/api/v2/projects?owner=${owner.id}`,
        headers: editor.auth,
      }),
    );
    expect(byOwner.map((p) => p.id)).toEqual([projectId]);
    expect(
      dataOf<unknown[]>(
        await t.call({
          method: "GET",
          url: `/api/v2/projects?owner=${owner.id}`,
          headers: stranger.auth,
        }),
      ),
    ).toEqual([]);
  });

  it("answers the tour permission per role", async () => {
    const permission = async (who: TestUser) =>
      dataOf<Record<string, unknown>>(
        await t.call({
          method: "GET",
          url: `/api/v3/tour/${tourId}/permission?proj=${projectId}`,
          headers: who.auth,
        }),
      );
    expect(await permission(owner)).toEqual({
      role: "owner",
      canView: true,
      canEdit: true,
      canPublish: true,
    });
    expect(await permission(editor)).toEqual({
      role: "coworker",
      canView: true,
      canEdit: true,
      canPublish: true,
    });
    expect(await permission(viewer)).toEqual({
      role: "coworker",
      canView: true,
      canEdit: false,
      canPublish: false,
    });
    expect(
      await status(stranger, "GET", `/api/v3/tour/${tourId}/permission?proj=${projectId}`),
    ).toBe(404);
    const other = await createProject(t, owner, "contents", "Elsewhere");
    expect(await status(owner, "GET", `/api/v3/tour/${tourId}/permission?proj=${other.id}`)).toBe(
      404,
    );
  });

  it("lets editors edit, viewers only look (403), strangers see nothing (404)", async () => {
    const rename = { title: "Renamed" };
    expect(await status(editor, "PUT", `/api/v1/tours/${tourId}`, rename)).toBe(200);
    expect(await status(viewer, "GET", `/api/v1/tours/${tourId}`)).toBe(200);
    expect(await status(viewer, "PUT", `/api/v1/tours/${tourId}`, rename)).toBe(403);
    expect(
      await status(viewer, "POST", `/api/v2/projects/${projectId}/tours`, { title: "Mine" }),
    ).toBe(403);
    expect(
      await status(editor, "POST", `/api/v2/projects/${projectId}/tours`, { title: "Theirs" }),
    ).toBe(200);
    expect(await status(stranger, "GET", `/api/v1/tours/${tourId}`)).toBe(404);
    expect(await status(editor, "DELETE", `/api/v1/tours/${tourId}`)).toBe(403);
    expect(
      await status(editor, "PATCH", `/api/v2/projects/${projectId}`, { name: "Taken over" }),
    ).toBe(403);
  });

  it("keeps inviting and removing to the owner; a coworker may leave", async () => {
    const invite = { email: "stranger@example.com", role: "viewer" };
    expect(await status(editor, "POST", `/api/v2/projects/${projectId}/coworkers`, invite)).toBe(
      403,
    );
    expect(await status(stranger, "POST", `/api/v2/projects/${projectId}/coworkers`, invite)).toBe(
      404,
    );
    const nobody = await t.call({
      method: "POST",
      url: `/api/v2/projects/${projectId}/coworkers`,
      headers: owner.auth,
      payload: { email: "nobody@example.com", role: "viewer" },
    });
    expect(JSON.parse(nobody.body)).toMatchObject({
      code: 10404,
      message: "body.email: no Orbis account has this address",
    });
    expect(
      await status(owner, "POST", `/api/v2/projects/${projectId}/coworkers`, {
        email: owner.email,
        role: "editor",
      }),
    ).toBe(400);
    expect(
      await status(editor, "DELETE", `/api/v2/projects/${projectId}/coworkers/${viewer.id}`),
    ).toBe(403);
    expect(
      await status(viewer, "DELETE", `/api/v2/projects/${projectId}/coworkers/${viewer.id}`),
    ).toBe(200);
    expect(await status(viewer, "GET", `/api/v1/tours/${tourId}`)).toBe(404);
    expect(
      await status(owner, "DELETE", `/api/v2/projects/${projectId}/coworkers/${editor.id}`),
    ).toBe(200);
    expect(
      await status(owner, "DELETE", `/api/v2/projects/${projectId}/coworkers/${editor.id}`),
    ).toBe(404);
  });
});
