// @vitest-environment node

import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { sharedSpaceFixture } from "../../testing/sharedSpace";
import { signedInStore } from "../../testing/signedInStore";
import { SpacePreviewStore } from "./SpacePreviewStore";

/* The shared space preview's store against the real server (testing/sharedSpace.ts). */

describe("SpacePreviewStore", () => {
  it("reads the space for its holder and clears its unread alert", async () => {
    const space = await sharedSpaceFixture("preview-holder");
    const holderApi = apiOn(space.holder);
    expect(await holderApi.countUnreadSpaces()).toEqual({ count: 1 });
    const t = await signedInStore(space.holder);
    let told = 0;
    const store = new SpacePreviewStore({
      api: t.store.api,
      spaceId: space.spaceId,
      log: () => {},
      onRead: () => told++,
    });
    await store.load();
    expect(store.state).toBe("ready");
    expect(store.role).toBe("holder");
    expect(store.space).toMatchObject({ title: space.title, unread: false });
    expect(store.space?.viewUrl).toMatch(/\/t\//);
    expect(told).toBe(1);
    expect(await holderApi.countUnreadSpaces()).toEqual({ count: 0 });
  });

  it("says a space is not shared with a stranger, or once its code is deleted, without a snackbar", async () => {
    const space = await sharedSpaceFixture("preview-gone");
    const stranger = await signedInStore(await registerAccount("preview-gone-stranger"));
    const outsider = new SpacePreviewStore({
      api: stranger.store.api,
      spaceId: space.spaceId,
      log: () => {},
    });
    await outsider.load();
    expect(outsider.notShared).toBe(true);
    expect(outsider.space).toBeNull();
    expect(stranger.store.ui.snackbar.current).toBeUndefined();

    await apiOn(space.owner).deleteShareCode({ params: { codeId: space.codeId } });
    const t = await signedInStore(space.holder);
    const holder = new SpacePreviewStore({
      api: t.store.api,
      spaceId: space.spaceId,
      log: () => {},
    });
    await holder.load();
    expect(holder.notShared).toBe(true);
  });

  it("leaves the alert alone when told not to mark it read (the editor)", async () => {
    const space = await sharedSpaceFixture("preview-owner");
    const t = await signedInStore(space.owner);
    const store = new SpacePreviewStore({
      api: t.store.api,
      spaceId: space.spaceId,
      log: () => {},
    });
    await store.load({ markRead: false });
    expect(store.role).toBe("owner");
    expect(t.sent.some((r) => r.method === "DELETE" && r.path.endsWith("/unread"))).toBe(false);
  });
});
