// @vitest-environment node

import { payCheckoutPage, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { errorText } from "../../api/errorText";
import { signedInStore } from "../../testing/signedInStore";
import { StorageOptionsStore } from "./StorageOptionsStore";

/*
 * Extra storage against the real server and its sandbox provider: the options, the terms, the
 * trip to the provider's checkout page (posted here as the page's form posts it) and back.
 */

const GB = 1024 ** 3;

const options = async (label: string) => {
  const account = await registerAccount(label);
  const { store, translator } = await signedInStore(account, "/mypage/usage");
  const assigned: string[] = [];
  const storage = new StorageOptionsStore({
    api: store.api,
    language: () => store.ui.language,
    currency: () => store.ui.currency,
    assign: (path) => assigned.push(path),
    refusalText: (error) =>
      errorText(translator.i18n.t.bind(translator.i18n), error, { serverWords: true }),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 100)),
  });
  return { storage, root: store, assigned };
};

describe("StorageOptionsStore", () => {
  it("buys a 7-day pass on the checkout page and comes back to storage added", async () => {
    const { storage, root, assigned } = await options("storage-pass");
    await storage.load(new URLSearchParams());
    expect(storage.offers.map((o) => o.goodsCode)).toEqual([
      "STORAGE-100GB-DAY",
      "STORAGE-100GB-MONTH",
      "STORAGE-1TB-MONTH",
    ]);
    const pass = storage.offers[0];
    if (pass === undefined) throw new Error("no storage option");
    // Without the mandatory terms nothing is sent.
    expect(await storage.buy(pass, "/mypage/usage")).toBe("Please agree to the mandatory terms.");
    expect(assigned).toEqual([]);

    // Read before paying: the sandbox may deliver the storage before the browser comes back.
    const before = await root.api.getStorageUsage();
    storage.terms.toggleAll();
    expect(await storage.buy(pass, "/mypage/usage")).toBeNull();
    expect(assigned).toHaveLength(1);
    const back = await payCheckoutPage(assigned[0] ?? "", "4242-4242-4242-4242");
    expect(back.pathname).toBe("/mypage/usage");

    await storage.load(back.searchParams);
    expect(storage.purchase).toMatchObject({ kind: "paid" });
    const after = await root.api.getStorageUsage();
    expect(after.planStorageSize - before.planStorageSize).toBe(100 * GB);
  });

  it("says why the checkout page refused a card, and adds nothing", async () => {
    const { storage, root, assigned } = await options("storage-declined");
    await storage.load(new URLSearchParams());
    storage.terms.toggleAll();
    const pass = storage.offers[0];
    if (pass === undefined) throw new Error("no storage option");
    await storage.buy(pass, "/mypage/usage");
    const back = await payCheckoutPage(assigned[0] ?? "", "4000-0000-0000-0002");
    await storage.load(back.searchParams);
    expect(storage.purchase).toEqual({
      kind: "failed",
      message: "The card was declined by its issuer",
    });
    expect((await root.api.getStorageUsage()).planStorageSize).toBe(GB);
  });
});
