// @vitest-environment node

import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";

/*
 * What the editor lets a coworker do, from `GET /tour/{id}/permission?proj=` on the real server:
 * a viewer gets a read-only editor whose changes go nowhere, an editor a whole one.
 */

let owner: TestAccount;
let viewer: TestAccount;
let editor: TestAccount;
let fixture: PublishedTourFixture;

beforeAll(async () => {
  [owner, viewer, editor] = await Promise.all([
    registerAccount("perm-owner"),
    registerAccount("perm-viewer"),
    registerAccount("perm-editor"),
  ]);
  fixture = await publishedTourVia(apiOn(owner), "Gallery");
  for (const [who, role] of [
    [viewer, "viewer"],
    [editor, "editor"],
  ] as const) {
    await apiOn(owner).addProjectCoworker({
      params: { id: fixture.projectId },
      body: { email: who.email, role },
    });
  }
}, 120_000);

/** The editor store of `account`, with the gallery tour open. */
const editorOf = async (account: TestAccount, projectId = fixture.projectId) => {
  const { store } = await signedInStore(account, `/project/${projectId}/edit/${fixture.tourId}`);
  await store.editor.open(fixture.tourId, projectId);
  return store.editor;
};

describe("the editor's permission", () => {
  it("opens read-only for a viewer coworker: nothing is edited, saved, uploaded or renamed", async () => {
    const tour = await editorOf(viewer);
    expect(tour.state).toBe("ready");
    expect(tour.permission).toEqual({
      role: "coworker",
      canView: true,
      canEdit: false,
      canPublish: false,
    });
    expect([tour.readOnly, tour.canPublish]).toEqual([true, false]);
    expect(tour.doc?.scenes).toHaveLength(1);

    tour.edit((doc) => ({ ...doc, initialView: null }));
    tour.setTool("info");
    tour.place({ yaw: 10, pitch: 0 }, "Info");
    expect([tour.tool, tour.dirty, tour.canUndo, tour.doc?.markers]).toEqual([
      "select",
      false,
      false,
      [],
    ]);
    expect(await tour.save()).toBe(false);
    const file = new File([new Uint8Array(panoramaPng())], "Extra.png", { type: "image/png" });
    expect(await tour.uploads.add([file])).toEqual([]);
    expect([tour.uploads.rows, tour.uploads.pending]).toEqual([[], null]);
    expect(await tour.updateDetails({ title: "Taken over" })).toBe(false);

    const stored = await apiOn(owner).getTour({ params: { id: fixture.tourId } });
    expect([stored.title, stored.scenes.length, stored.initialView]).toEqual([
      "Gallery",
      1,
      expect.objectContaining({ sceneId: stored.scenes[0]?.id }),
    ]);
    tour.close();
  });

  it("opens whole for an editor coworker, who saves the tour's details", async () => {
    const tour = await editorOf(editor);
    expect([tour.permission?.role, tour.readOnly, tour.canPublish]).toEqual([
      "coworker",
      false,
      true,
    ]);
    expect(await tour.updateDetails({ description: "Paintings of the harbour." })).toBe(true);
    expect(tour.tour?.description).toBe("Paintings of the harbour.");
    tour.close();
  });

  it("opens whole for the owner, and not at all under a project the tour is not in", async () => {
    const own = await editorOf(owner);
    expect([own.permission?.role, own.readOnly]).toEqual(["owner", false]);
    own.close();
    const other = await apiOn(owner).createProject({ body: { name: "Other", kind: "contents" } });
    const misplaced = await editorOf(owner, other.id);
    expect([misplaced.state, misplaced.permission]).toEqual(["failed", null]);
  });
});
