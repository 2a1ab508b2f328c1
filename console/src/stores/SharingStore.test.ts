// @vitest-environment node

import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";

/* The side menu's unread count against the real server. */

describe("SharingStore", () => {
  it("counts shared spaces with news: up when a code is joined, down when one is read", async () => {
    const owner = apiOn(await registerAccount("unread-owner"));
    const tour = await publishedTourVia(owner, "Cloister");
    const code = await owner.createShareCode({ body: { title: "Choir" } });
    await owner.shareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [code.codeId] } });

    const holder = await registerAccount("unread-holder");
    const { store } = await signedInStore(holder, "/shared");
    await store.sharing.refreshUnread();
    expect(store.sharing.unreadCount).toBe(0);

    await apiOn(holder).joinShareCode({ body: { code: code.code } });
    await store.sharing.refreshUnread();
    expect(store.sharing.unreadCount).toBe(1);

    await apiOn(holder).clearSpaceUnread({ params: { spaceId: tour.tourId } });
    await store.sharing.refreshUnread();
    expect(store.sharing.unreadCount).toBe(0);
  });
});
