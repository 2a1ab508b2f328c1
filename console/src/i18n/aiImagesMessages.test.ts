import { describe, expect, it } from "vitest";
import { AI_IMAGES_NAMESPACE } from "./aiImagesMessages";
import { createTranslator } from "./createTranslator";

describe("the AI images namespace", () => {
  it("is not loaded with a language, only when a screen asks for it", async () => {
    const { i18n } = await createTranslator("en");
    expect(i18n.hasResourceBundle("en", AI_IMAGES_NAMESPACE)).toBe(false);
    await i18n.loadNamespaces(AI_IMAGES_NAMESPACE);
    expect(i18n.t("aiImages:form.generate")).toBe("Generate");
  });

  it.each([
    ["ko", "생성"],
    ["vi", "Tạo ảnh"],
  ] as const)("speaks %s", async (language, generate) => {
    const translator = await createTranslator("en");
    await translator.i18n.loadNamespaces(AI_IMAGES_NAMESPACE);
    await translator.changeLanguage(language);
    expect(translator.i18n.t("aiImages:form.generate")).toBe(generate);
  });

  it("reads Korean in Japanese, which the AI parts are not offered in (docs/product/overview.md)", async () => {
    const { i18n } = await createTranslator("ja");
    await i18n.loadNamespaces(AI_IMAGES_NAMESPACE);
    expect(i18n.hasResourceBundle("ja", AI_IMAGES_NAMESPACE)).toBe(false);
    expect(i18n.t("aiImages:sketch.title")).toBe("AI 모델이 설정되지 않았습니다");
    // Core's AI texts (the menu, the snackbar) fall back the same way.
    expect(i18n.t("ai:menu.create")).toBe("만들기");
  });
});
