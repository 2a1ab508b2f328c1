import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { testRootStore } from "../testing/testRootStore";

describe("language and currency", () => {
  it("switches language: messages loaded on demand, Accept-Language, html lang, kept", async () => {
    const { store, translator, storage, sent } = await testRootStore({ origin: serverOrigin() });
    const { i18n } = translator;
    expect(i18n.hasResourceBundle("ja", "console")).toBe(false);
    await store.ui.setLanguage("ja");
    expect(i18n.hasResourceBundle("ja", "console")).toBe(true);
    expect(i18n.language).toBe("ja");
    expect(i18n.t("console:nav.signIn")).toBe("ログイン");
    expect(store.ui.language).toBe("ja");
    expect(document.documentElement.lang).toBe("ja");
    expect(storage.getItem("language")).toBe("ja");
    await store.api.recordPageView({ body: { path: "/", language: "ja" } });
    const view = sent.at(-1);
    expect([view?.path, view?.headers.get("accept-language"), view?.status]).toEqual([
      "/api/v3/analytics/page-views",
      "ja",
      200,
    ]);
  });

  it("falls back to Korean for a key a language lacks", async () => {
    const { store, translator } = await testRootStore({ origin: serverOrigin() });
    await store.ui.setLanguage("ja");
    // Japanese ships no payments messages (docs/product/overview.md): Korean fills in.
    expect(translator.i18n.hasResourceBundle("ko", "payments")).toBe(true);
    expect(translator.i18n.hasResourceBundle("ja", "payments")).toBe(false);
  });

  it("keeps the currency choice", async () => {
    const { store, storage } = await testRootStore({ origin: serverOrigin() });
    store.ui.setCurrency("KRW");
    expect(store.ui.currency).toBe("KRW");
    expect(storage.getItem("currency")).toBe("KRW");
  });

  it("shows and hides the top banner and the side menu", async () => {
    const { store } = await testRootStore();
    store.ui.setTopBannerVisible(false);
    expect(store.ui.topBannerVisible).toBe(false);
    store.ui.toggleSideMenu();
    expect(store.ui.sideMenuVisible).toBe(false);
    store.ui.toggleSideMenu();
    expect(store.ui.sideMenuVisible).toBe(true);
  });
});
