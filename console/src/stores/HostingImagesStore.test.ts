// @vitest-environment node

import { panoramaPng } from "@orbis/testkit/panoramaPng";
import {
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";

/*
 * The open hosting project's images against the real server: the list, a multipart upload, a
 * rename and a deletion that gives the hosting storage back.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("hosting-images");
});

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = (account: TestAccount) => signedInStore(account, "/projects/hosting");

describe("HostingImagesStore", () => {
  it("uploads panoramas to a hosting project as multipart, naming the files refused", async () => {
    const { store } = await signedIn(account);
    const { projects, images } = store;
    await projects.createProject("Images", "hosting");
    await projects.loadProjects();
    const hosting = projects.hosting[0];
    await store.project.open(hosting?.id ?? "");
    await images.load();
    expect([images.state, images.items]).toEqual(["ready", []]);
    const refused = await images.upload([
      new File([new Uint8Array(panoramaPng())], "Lobby.png", { type: "image/png" }),
      new File(["not an image"], "notes.png", { type: "image/png" }),
    ]);
    expect(refused).toEqual(["notes.png"]);
    expect(images.items.map((i) => [i.title, i.width, i.height])).toEqual([["Lobby", 1024, 512]]);
    expect(images.items[0]?.embedUrl).toMatch(/^\//);
    expect(projects.storage?.hostingUsageStorageSize).toBeGreaterThan(0);
    await images.load();
    expect(images.items.map((i) => i.title)).toEqual(["Lobby"]);
  });

  it("renames an image keeping its extension, and deletes it, giving its storage back", async () => {
    const owner = await registerAccount("hosting-manage");
    const { store } = await signedIn(owner);
    const { projects, images } = store;
    const project = await projects.createProject("Gallery", "hosting");
    await store.project.open(project?.id ?? "");
    await images.upload([
      new File([new Uint8Array(panoramaPng())], "Lobby.png", { type: "image/png" }),
    ]);
    const used = projects.storage?.hostingUsageStorageSize ?? 0;
    expect(used).toBeGreaterThan(0);
    const [lobby] = images.items;
    if (lobby === undefined) throw new Error("the upload stored nothing");

    expect(await images.rename(lobby.id, "  Main hall ")).toBe(true);
    expect(images.items.map((i) => [i.title, i.fileName, i.imageUrl])).toEqual([
      ["Main hall", "Main hall.png", lobby.imageUrl],
    ]);
    expect(await images.rename(lobby.id, " ")).toBe(false);
    expect(images.items[0]?.title).toBe("Main hall");

    expect(await images.remove(lobby.id)).toBe(true);
    expect(images.items).toEqual([]);
    expect(projects.storage?.hostingUsageStorageSize).toBe(0);
    await images.load();
    expect(images.items).toEqual([]);
    expect((await fetch(new URL(lobby.imageUrl, serverOrigin()))).status).toBe(404);
  });
});
