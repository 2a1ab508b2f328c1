import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { fileForm } from "../../testing/multipart";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";

/** The HTTP status a typed call was refused with. */
const refusedWith = async (call: Promise<unknown>) => (await refusalOf(call)).status;

describe.each(testEngines)("coworkers and permissions on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let as: { owner: TestApi; editor: TestApi; viewer: TestApi; stranger: TestApi };
  let projectId: string;
  let tourId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { email: "owner@example.com", planId: "pro" });
    editor = await createTestUser(t, { email: "editor@example.com" });
    viewer = await createTestUser(t, { email: "viewer@example.com" });
    stranger = await createTestUser(t);
    as = {
      owner: apiFor(t, owner),
      editor: apiFor(t, editor),
      viewer: apiFor(t, viewer),
      stranger: apiFor(t, stranger),
    };
    projectId = (await createProject(t, owner, "contents", "Museum")).id;
    tourId = (await createTour(t, owner, projectId)).id;
    for (const [who, role] of [
      [editor, "editor"],
      [viewer, "viewer"],
    ] as const) {
      const added = await as.owner.addProjectCoworker({
        params: { id: projectId },
        body: { email: who.email.toUpperCase(), role },
      });
      expect(added).toMatchObject({ email: who.email, role });
    }
  });
  afterAll(() => t.close());

  it("lists coworkers to members and the shared projects to coworkers", async () => {
    const list = await as.viewer.listProjectCoworkers({ query: { proj: projectId } });
    expect(list.map((c) => [c.email, c.role])).toEqual([
      ["editor@example.com", "editor"],
      ["viewer@example.com", "viewer"],
    ]);
    const shared = await as.editor.listSharedProjects();
    expect(shared).toEqual([
      expect.objectContaining({ ownerID: owner.id, projectID: projectId, name: "Museum" }),
    ]);
    const byOwner = await as.editor.listProjects({ query: { owner: owner.id } });
    expect(byOwner.map((p) => p.id)).toEqual([projectId]);
    expect(await as.stranger.listProjects({ query: { owner: owner.id } })).toEqual([]);
  });

  it("answers the tour permission per role", async () => {
    const permission = (api: TestApi, proj = projectId) =>
      api.getTourPermission({ params: { id: tourId }, query: { proj } });
    expect(await permission(as.owner)).toEqual({
      role: "owner",
      canView: true,
      canEdit: true,
      canPublish: true,
    });
    expect(await permission(as.editor)).toEqual({
      role: "coworker",
      canView: true,
      canEdit: true,
      canPublish: true,
    });
    expect(await permission(as.viewer)).toEqual({
      role: "coworker",
      canView: true,
      canEdit: false,
      canPublish: false,
    });
    expect(await refusedWith(permission(as.stranger))).toBe(404);
    const other = await createProject(t, owner, "contents", "Elsewhere");
    expect(await refusedWith(permission(as.owner, other.id))).toBe(404);
  });

  it("lets editors edit, viewers only look (403), strangers see nothing (404)", async () => {
    const tour = { params: { id: tourId } };
    const rename = { ...tour, body: { title: "Renamed" } };
    const project = { params: { id: projectId } };
    await as.editor.updateTour(rename);
    await as.viewer.getTour(tour);
    expect(await refusedWith(as.viewer.updateTour(rename))).toBe(403);
    expect(
      await refusedWith(as.viewer.createProjectTour({ ...project, body: { title: "Mine" } })),
    ).toBe(403);
    await as.editor.createProjectTour({ ...project, body: { title: "Theirs" } });
    expect(await refusedWith(as.stranger.getTour(tour))).toBe(404);
    expect(await refusedWith(as.editor.deleteTour(tour))).toBe(403);
    expect(
      await refusedWith(as.editor.updateProject({ ...project, body: { name: "Taken over" } })),
    ).toBe(403);
  });

  it("refuses a viewer every write the editor makes (403) and lets them read, changing nothing", async () => {
    const scene = await insertScene(t, tourId, { title: "Hall" });
    const tour = { params: { id: tourId } };
    const before = await as.owner.getTour(tour);
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#39c" } })
      .png()
      .toBuffer();
    const writes: [string, () => Promise<unknown>][] = [
      [
        "dump",
        () =>
          as.viewer.dumpTour({
            ...tour,
            body: { scenes: [], markers: [], initialView: null },
          }),
      ],
      [
        "upload",
        () =>
          as.viewer.uploadTourFiles({
            ...tour,
            query: { overwrite: true },
            body: fileForm("files", png, "Hall.png", "image/png"),
          }),
      ],
      [
        "thumbnail",
        () =>
          as.viewer.uploadTourThumbnail({
            ...tour,
            body: fileForm("file", png, "cover.png", "image/png"),
          }),
      ],
      ["details", () => as.viewer.updateTour({ ...tour, body: { description: "Mine" } })],
      ["publish", () => as.viewer.publishTour({ ...tour, body: {} })],
      ["unpublish", () => as.viewer.unpublishTour(tour)],
      ["copy", () => as.viewer.copyTour({ ...tour, body: {} })],
      ["delete", () => as.viewer.deleteTour(tour)],
    ];
    for (const [name, write] of writes)
      expect([name, await refusedWith(write())]).toEqual([name, 403]);
    // Reading stays theirs: the editor opens, and the duplicate check answers.
    expect(
      await as.viewer.checkLayerFiles({ ...tour, query: { fileNames: ["Hall.png"] } }),
    ).toEqual([{ fileName: "Hall.png", exists: false, sceneId: null }]);
    expect(await as.owner.getTour(tour)).toEqual(before);
    expect(before.scenes.map((s) => s.id)).toContain(scene.id);
  });

  it("keeps inviting and removing to the owner; a coworker may leave", async () => {
    const invite = (api: TestApi, email: string, role: "editor" | "viewer" = "viewer") =>
      api.addProjectCoworker({ params: { id: projectId }, body: { email, role } });
    const remove = (api: TestApi, userId: string) =>
      api.removeProjectCoworker({ params: { id: projectId, userId } });
    expect(await refusedWith(invite(as.editor, "stranger@example.com"))).toBe(403);
    expect(await refusedWith(invite(as.stranger, "stranger@example.com"))).toBe(404);
    const nobody = await refusalOf(invite(as.owner, "nobody@example.com"));
    expect([nobody.code, nobody.message]).toEqual([
      10404,
      "body.email: no Orbis account has this address",
    ]);
    expect(await refusedWith(invite(as.owner, owner.email, "editor"))).toBe(400);
    expect(await refusedWith(remove(as.editor, viewer.id))).toBe(403);
    await remove(as.viewer, viewer.id);
    expect(await refusedWith(as.viewer.getTour({ params: { id: tourId } }))).toBe(404);
    await remove(as.owner, editor.id);
    expect(await refusedWith(remove(as.owner, editor.id))).toBe(404);
  });
});
