// @vitest-environment node

import { formatShareCode } from "@orbis/core/sharing";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { SharedSpacesStore } from "./SharedSpacesStore";

/*
 * The shared list's store against the real server. The FREE plan publishes one tour per
 * account, so two owners each share one published tour through a code of their own; holders
 * join with the codes (typed as people type them), list, search, sort and page.
 */

interface Sharer {
  readonly account: TestAccount;
  readonly tourId: string;
  readonly code: string;
}

const sharer = async (label: string, title: string): Promise<Sharer> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  const tour = await publishedTourVia(api, title);
  const made = await api.createShareCode({ body: { title: `${title} walkers` } });
  await api.shareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [made.codeId] } });
  return { account, tourId: tour.tourId, code: made.code };
};

let harbour: Sharer;
let bridge: Sharer;
beforeAll(async () => {
  harbour = await sharer("shared-list-harbour", "Harbour");
  bridge = await sharer("shared-list-bridge", "Bridge");
});

const sharedList = async (account: TestAccount) => {
  const t = await signedInStore(account, "/shared");
  let joined = 0;
  const list = new SharedSpacesStore({
    api: t.store.api,
    onJoined: () => joined++,
    log: t.store.log,
  });
  return { t, list, joined: () => joined };
};

describe("SharedSpacesStore", () => {
  it("joins with a code typed as shown, then lists its spaces with the news flag", async () => {
    const { t, list, joined } = await sharedList(await registerAccount("shared-list-holder"));
    await list.load();
    expect(list.state).toBe("ready");
    expect(list.items).toEqual([]);

    const outcome = await list.join(` ${formatShareCode(harbour.code).toLowerCase()} `);
    expect(outcome).toMatchObject({
      kind: "joined",
      held: { title: "Harbour walkers", spaceCount: 1 },
    });
    expect(await list.join(bridge.code)).toMatchObject({ kind: "joined" });
    expect(joined()).toBe(2);
    expect(list.total).toBe(2);
    expect(list.items.map((s) => [s.title, s.unread, s.role, s.owner.email])).toEqual([
      ["Bridge", true, "holder", bridge.account.email],
      ["Harbour", true, "holder", harbour.account.email],
    ]);
    expect(t.store.ui.snackbar.current).toBeUndefined();

    await list.load({ sort: "title", sortDirection: "ASC" });
    expect(list.items.map((s) => s.title)).toEqual(["Bridge", "Harbour"]);
    await list.load({ sortDirection: "DESC" });
    expect(list.items.map((s) => s.title)).toEqual(["Harbour", "Bridge"]);

    await list.load({ search: "harb" });
    expect(list.items.map((s) => s.spaceId)).toEqual([harbour.tourId]);
    await list.load({ search: "", pageSize: 1, pageNo: 2 });
    expect([list.total, list.pageCount, list.items.map((s) => s.title)]).toEqual([
      2,
      2,
      ["Bridge"],
    ]);
    await list.load({ pageNo: 3 });
    expect(list.items).toEqual([]);
  });

  it("says why a code was not taken: malformed (not sent), wrong, own, too many wrong", async () => {
    const { t, list, joined } = await sharedList(await registerAccount("shared-list-guesser"));
    expect(await list.join("ABC")).toEqual({ kind: "malformed" });
    expect(t.sent.filter((r) => r.path.endsWith("/space/share/code/join"))).toEqual([]);

    // A well-formed code nobody owns (the alphabet has no 0, O, 1, I or L; these are valid).
    const wrong = [harbour.code, bridge.code].includes("ZZZZ2222") ? "ZZZZ3333" : "ZZZZ2222";
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await list.join(wrong)).toMatchObject({ kind: "refused", code: 130001 });
    const locked = await list.join(wrong);
    expect(locked).toMatchObject({ kind: "refused", code: 130002 });
    expect(locked.kind === "refused" && locked.retryAfterSeconds).toBeGreaterThan(0);
    expect(joined()).toBe(0);
    expect(t.store.ui.snackbar.current).toBeUndefined();

    const mine = await sharedList(harbour.account);
    expect(await mine.list.join(harbour.code)).toMatchObject({ kind: "refused", code: 130008 });
  });
});
