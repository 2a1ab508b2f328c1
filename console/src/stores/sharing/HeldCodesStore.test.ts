// @vitest-environment node

import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { HeldCodesStore } from "./HeldCodesStore";

/*
 * The joined codes' store against the real server: an owner shares a published tour through one
 * code and makes a second, empty one; a holder joins both, lists them and leaves them.
 */

let owner: TestAccount;
let codes: { shared: { codeId: string; code: string }; empty: { codeId: string; code: string } };
beforeAll(async () => {
  owner = await registerAccount("held-codes-owner");
  const api = apiOn(owner);
  const tour = await publishedTourVia(api, "Quay");
  const shared = await api.createShareCode({ body: { title: "Quay walkers" } });
  await api.shareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [shared.codeId] } });
  const empty = await api.createShareCode({ body: { title: "Nothing yet" } });
  codes = { shared, empty };
});

const heldCodes = async (account: TestAccount) => {
  const t = await signedInStore(account, "/shared");
  let left = 0;
  const held = new HeldCodesStore({ api: t.store.api, onLeft: () => left++, log: t.store.log });
  return { t, held, left: () => left };
};

describe("HeldCodesStore", () => {
  it("lists the joined codes with their owners and tour counts, and leaves one", async () => {
    const holder = await registerAccount("held-codes-holder");
    const { t, held, left } = await heldCodes(holder);
    await held.load();
    expect([held.state, held.codes]).toEqual(["ready", []]);

    await apiOn(holder).joinShareCode({ body: { code: codes.shared.code } });
    await apiOn(holder).joinShareCode({ body: { code: codes.empty.code } });
    await held.load();
    // Sorted here: two joins can fall in the same millisecond (the server's tests check the order).
    const listed = held.codes.map((c) => [c.title, c.spaceCount, c.owner.email]).sort();
    expect(listed).toEqual([
      ["Nothing yet", 0, owner.email],
      ["Quay walkers", 1, owner.email],
    ]);

    expect(await held.leave(codes.shared.codeId)).toBe(true);
    expect([held.codes.map((c) => c.title), held.leaving, left()]).toEqual([
      ["Nothing yet"],
      null,
      1,
    ]);
    expect((await apiOn(holder).listSharedSpaces({ query: {} })).total).toBe(0);
    expect(t.store.ui.snackbar.current).toBeUndefined();
  });

  it("reads the list again when the owner deleted the code meanwhile (130001)", async () => {
    const holder = await registerAccount("held-codes-late");
    const gone = await apiOn(owner).createShareCode({ body: { title: "Soon gone" } });
    await apiOn(holder).joinShareCode({ body: { code: gone.code } });
    const { held, left } = await heldCodes(holder);
    await held.load();
    expect(held.codes.map((c) => c.title)).toEqual(["Soon gone"]);

    await apiOn(owner).deleteShareCode({ params: { codeId: gone.codeId } });
    expect(await held.leave(gone.codeId)).toBe(false);
    await expect.poll(() => held.codes.length).toBe(0);
    expect([held.leaving, left()]).toEqual([null, 0]);
  });
});
