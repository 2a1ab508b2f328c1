import { describe, expect, it } from "vitest";
import { COMMERCE_NAMESPACE } from "./commerceMessages";
import { createTranslator } from "./createTranslator";

describe("the commerce namespace", () => {
  it("is not loaded with a language, only when a screen asks for it", async () => {
    const { i18n } = await createTranslator("en");
    expect(i18n.hasResourceBundle("en", COMMERCE_NAMESPACE)).toBe(false);
    await i18n.loadNamespaces(COMMERCE_NAMESPACE);
    expect(i18n.t("commerce:common.retry")).toBe("Try again");
  });

  it("follows a language change once loaded", async () => {
    const translator = await createTranslator("en");
    await translator.i18n.loadNamespaces(COMMERCE_NAMESPACE);
    await translator.changeLanguage("vi");
    expect(translator.i18n.t("commerce:common.retry")).toBe("Thử lại");
  });

  it("reads Korean in Japanese, which payments are not offered in (docs/product/overview.md)", async () => {
    const { i18n } = await createTranslator("ja");
    await i18n.loadNamespaces(COMMERCE_NAMESPACE);
    expect(i18n.t("commerce:common.retry")).toBe("다시 시도");
    // The rest of the interface stays Japanese.
    expect(i18n.hasResourceBundle("ja", "console")).toBe(true);
  });
});
