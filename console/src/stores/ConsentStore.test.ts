// @vitest-environment node

import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";
import { RequiredTermError } from "./ConsentStore";

/* The terms a user agreed to and the marketing consent, on the real server. */

const MARKETING_TERM = "orbis-marketing";

describe("ConsentStore", () => {
  it("lists the terms agreed at sign-up, with when, and which may change", async () => {
    const account = await registerAccount("consent-list");
    const { store } = await signedInStore(account, "/mypage/info");
    await store.consent.load();
    const rows = store.consent.rows.map((r) => [r.term.id, r.agreed, r.changeable]);
    expect(rows).toEqual([
      ["orbis-terms-of-service", true, false],
      ["orbis-privacy", true, false],
      [MARKETING_TERM, false, true],
    ]);
    expect(store.consent.rows[0]?.answeredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(store.consent.rows[0]?.term.title).toBe("Terms of Service");
    expect(store.consent.marketingConsent).toBe(false);
  });

  it("turns marketing mail on and off, the optional term following, and keeps it", async () => {
    const account = await registerAccount("consent-marketing");
    const { store } = await signedInStore(account, "/mypage/info");
    await store.consent.load();

    await store.consent.setMarketingConsent(true);
    expect(store.consent.marketingConsent).toBe(true);
    const api = apiOn(account);
    expect(await api.getUserExtraList()).toEqual([{ key: "marketing", value: "true" }]);
    const { agreements } = await api.getTermsAgreement({ query: { serviceId: "orbis" } });
    expect(agreements.find((a) => a.termsId === MARKETING_TERM)?.agreed).toBe(true);

    // The optional term in the terms list is the same consent.
    await store.consent.answer(MARKETING_TERM, false);
    expect(await api.getUserExtraList()).toEqual([{ key: "marketing", value: "false" }]);

    const again = await signedInStore(account, "/mypage/info");
    await again.store.consent.load();
    expect(again.store.consent.marketingConsent).toBe(false);
    expect(again.store.consent.rows.find((r) => r.term.id === MARKETING_TERM)?.agreed).toBe(false);
  });

  it("refuses to withdraw a required term before asking the server", async () => {
    const account = await registerAccount("consent-required");
    const { store, sent } = await signedInStore(account, "/mypage/info");
    await store.consent.load();
    await expect(store.consent.answer("orbis-privacy", false)).rejects.toBeInstanceOf(
      RequiredTermError,
    );
    expect(sent.some((r) => r.method === "PUT" && r.path.endsWith("/terms/agreement"))).toBe(false);
  });
});
