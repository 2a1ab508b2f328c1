// @vitest-environment node

import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { SpaceTabStore } from "./SpaceTabStore";

/*
 * The space tab's store against the real server, with the console's global error handler on:
 * the owner's codes, and which of them see a published and an unpublished tour.
 */

let owner: TestAccount;
let published: string;
let draft: string;
beforeAll(async () => {
  owner = await registerAccount("space-tab-store");
  const api = apiOn(owner);
  const tour = await publishedTourVia(api, "Atrium");
  published = tour.tourId;
  draft = (
    await api.createProjectTour({ params: { id: tour.projectId }, body: { title: "Attic" } })
  ).id;
});

const spaceTab = async () => {
  const t = await signedInStore(owner, "/project/p/space");
  return { t, space: new SpaceTabStore({ api: t.store.api, log: t.store.log }) };
};

describe("SpaceTabStore", () => {
  it("creates, lists and deletes codes, and shares a published tour through one", async () => {
    const { t, space } = await spaceTab();
    await space.load([published, draft]);
    expect(space.codes.state).toBe("ready");
    expect(space.codes.codes).toEqual([]);
    expect(space.shares.codeIds.get(published)).toEqual([]);
    expect(space.shares.codeIds.get(draft)).toEqual([]);

    const classA = await space.codes.create("  Class A  ");
    const classB = await space.codes.create("Class B");
    expect(classA?.title).toBe("Class A");
    expect(classA?.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(space.codes.codes.map((c) => c.title)).toEqual(["Class B", "Class A"]);

    const a = classA?.codeId ?? "";
    const b = classB?.codeId ?? "";
    expect(await space.setShared(published, a, true)).toBe(true);
    expect(await space.setShared(published, b, true)).toBe(true);
    expect(space.shares.isShared(published, a)).toBe(true);
    expect(space.codes.codes.find((c) => c.codeId === a)?.spaceCount).toBe(1);

    expect(await space.setShared(published, b, false)).toBe(true);
    expect(space.shares.codeIds.get(published)).toEqual([a]);
    expect(space.codes.codes.find((c) => c.codeId === b)?.spaceCount).toBe(0);

    expect(await space.deleteCode(a)).toBe(true);
    expect(space.codes.codes.map((c) => c.title)).toEqual(["Class B"]);
    expect(space.shares.codeIds.get(published)).toEqual([]);
    expect((await apiOn(owner).getSpaceShare({ params: { spaceId: published } })).codeIds).toEqual(
      [],
    );
    expect(t.store.ui.snackbar.current).toBeUndefined();
    await space.deleteCode(b);
  });

  it("keeps the refusal of sharing an unpublished tour beside it, not in a snackbar", async () => {
    const { t, space } = await spaceTab();
    const code = await space.codes.create("Parents");
    await space.load([draft]);
    expect(await space.setShared(draft, code?.codeId ?? "", true)).toBe(false);
    expect(space.shares.refusals.get(draft)).toMatchObject({ code: 130007 });
    expect(space.shares.isShared(draft, code?.codeId ?? "")).toBe(false);
    expect(space.shares.isPending(draft, code?.codeId ?? "")).toBe(false);
    expect(t.store.ui.snackbar.current).toBeUndefined();
    await space.deleteCode(code?.codeId ?? "");
  });
});
