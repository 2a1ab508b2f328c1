// @vitest-environment node

import {
  payCheckoutPage,
  registerAccount,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { errorText } from "../../api/errorText";
import { signedInStore } from "../../testing/signedInStore";
import { StudentLicenceStore } from "./StudentLicenceStore";
import { eduAccount } from "./testing";

/*
 * Buying student licences against the real server and its sandbox provider: the offers, the trip
 * to the checkout page and back, the licences then ready to give, and a buyer the server refuses.
 */

const licencesOf = async (account: TestAccount) => {
  const { store, translator } = await signedInStore(account, "/mypage/purchase-student");
  const assigned: string[] = [];
  const licences = new StudentLicenceStore({
    api: store.api,
    language: () => "en",
    currency: () => "USD",
    assign: (path) => assigned.push(path),
    refusalText: (error) =>
      errorText(translator.i18n.t.bind(translator.i18n), error, { serverWords: true }),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 100)),
  });
  return { licences, assigned };
};

describe("StudentLicenceStore", () => {
  it("buys a pack of licences on the checkout page and counts them as ready to give", async () => {
    const { licences, assigned } = await licencesOf(await eduAccount("licences-buy"));
    await licences.load(new URLSearchParams());
    expect(licences.allowed).toBe(true);
    expect(licences.available).toEqual({ 1: 0, 2: 0, 3: 0 });
    expect(licences.offers.map((o) => o.goodsCode)).toEqual([
      "LICENCE-1M",
      "LICENCE-1M-BULK",
      "LICENCE-2M",
      "LICENCE-2M-BULK",
      "LICENCE-3M",
      "LICENCE-3M-BULK",
    ]);
    const pack = licences.offers.find((o) => o.goodsCode === "LICENCE-3M-BULK");
    if (pack === undefined) throw new Error("no pack on sale");
    expect(await licences.buy(pack, "/mypage/purchase-student")).toBe(
      "Please agree to the mandatory terms.",
    );
    licences.terms.toggleAll();
    expect(await licences.buy(pack, "/mypage/purchase-student")).toBeNull();
    expect(assigned).toHaveLength(1);

    const back = await payCheckoutPage(assigned[0] ?? "");
    expect(back.pathname).toBe("/mypage/purchase-student");
    await licences.load(back.searchParams);
    expect(licences.purchase).toMatchObject({ kind: "paid" });
    expect(licences.available).toEqual({ 1: 0, 2: 0, 3: 10 });
  });

  it("keeps the server's 140002 refusal of a buyer who cannot own groups", async () => {
    const { licences, assigned } = await licencesOf(await registerAccount("licences-free"));
    await licences.load(new URLSearchParams());
    expect(licences.allowed).toBe(false);
    expect(licences.available).toBeNull();
    const single = licences.offers[0];
    if (single === undefined) throw new Error("no licence on sale");
    licences.terms.toggleAll();
    await licences.buy(single, "/mypage/purchase-student");
    expect(assigned).toEqual([]);
    expect(licences.purchase).toEqual({
      kind: "refused",
      message: "Only an education admin or an instructor can do this",
      notAllowed: true,
    });
  });
});
