// @vitest-environment node

import { isAppError } from "@orbis/core/errors";
import { subscribeTo } from "@orbis/testkit/accounts";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { ArtPackagesStore } from "./ArtPackagesStore";

/*
 * The art package store against the real server: a FREE account reads every package locked and
 * is refused the download (70002) with nothing saved; a PRO account's download is saved as a ZIP.
 */

let free: TestAccount;
let pro: TestAccount;
beforeAll(async () => {
  [free, pro] = await Promise.all([
    registerAccount("art-store-free"),
    registerAccount("art-store-pro"),
  ]);
  await subscribeTo(apiOn(pro), "PLAN-PRO-MONTH", { email: pro.email });
});

const loaded = async (account: TestAccount) => {
  const t = await signedInStore(account);
  const saved: { zip: Blob; name: string }[] = [];
  const failures: unknown[] = [];
  const store = new ArtPackagesStore({
    api: t.store.api,
    save: (zip, name) => saved.push({ zip, name }),
    log: (_, error) => failures.push(error),
  });
  await store.load();
  return { store, saved, failures };
};

describe("the art package store", () => {
  it("lists every package locked for a FREE plan, and a refused download saves nothing", async () => {
    const { store, saved, failures } = await loaded(free);
    expect(store.state).toBe("ready");
    expect(store.packages).toHaveLength(6);
    expect(store.allowed).toBe(false);
    const [first] = store.packages;
    expect(first && (await store.download(first))).toBe(false);
    expect(saved).toEqual([]);
    expect(failures.map((e) => (isAppError(e) ? e.code : e))).toEqual([70002]);
    expect(store.downloading).toBeNull();
  });

  it("saves a PRO plan's download under the package's file name, as a ZIP", async () => {
    const { store, saved } = await loaded(pro);
    expect(store.allowed).toBe(true);
    const nature = store.packages.find((p) => p.id === "models-nature");
    expect(nature && (await store.download(nature))).toBe(true);
    expect(saved.map((s) => s.name)).toEqual(["orbis-models-nature.zip"]);
    const zip = saved[0]?.zip;
    if (zip === undefined) throw new Error("nothing was saved");
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(bytes.length).toBe(nature?.bytes);
    // A ZIP's local file header.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});
