import { describe, expect, it } from "vitest";
import type { Language } from "../contract/enums";
import { errorCatalogue } from "../errors";
import { paymentsMessages } from "../payments/messages";
import { placeholdersOf } from "./interpolate";
import { LANGUAGES } from "./languages";
import { en } from "./locales/en";
import { ja } from "./locales/ja";
import { ko } from "./locales/ko";
import { vi } from "./locales/vi";
import { LANGUAGE_NAMESPACES } from "./namespaces";
import { PAGE_TITLE_KEYS, pageTitleKey } from "./pageTitles";
import { loadLocale, resourcesFor } from "./resources";
import { translate } from "./translate";
import type { LocaleResources, MessageTree } from "./types";

const locales: Record<Language, LocaleResources> = { ko, en, vi, ja };

const leaves = (tree: MessageTree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const catalogueKeys = Object.values(errorCatalogue).map((entry) => entry.key);

describe("locale resources", () => {
  it.each(LANGUAGES)("%s has exactly the namespaces it declares", (language) => {
    expect(Object.keys(locales[language]).sort()).toEqual(
      [...LANGUAGE_NAMESPACES[language]].sort(),
    );
  });

  describe.each(LANGUAGES)("errors in %s", (language) => {
    it.each(catalogueKeys)("has a message for the catalogue key %s", (key) => {
      expect(locales[language].errors?.[key]).toEqual(expect.stringMatching(/\S/));
    });
  });

  it.each(LANGUAGES)("%s has no error message the catalogue lacks", (language) => {
    expect(Object.keys(locales[language].errors ?? {}).sort()).toEqual([...catalogueKeys].sort());
  });

  it.each(Object.values(errorCatalogue).map((e) => [e.key, e.message]))(
    "English errors:%s is the catalogue message",
    (key, message) => {
      expect(en.errors[key as keyof typeof en.errors]).toBe(message);
    },
  );

  it.each([
    ["notFound", "The requested resource does not exist or has been deleted"],
    ["unauthorized", "Please login to access this resource"],
    ["accountUnverifiable", "Account information cannot be verified, please log in again"],
  ])("English errors:%s reads %j", (key, message) => {
    expect(translate(en, ko, `errors:${key}`)).toBe(message);
  });

  it.each(LANGUAGES.filter((l) => l !== "ko"))(
    "%s uses the same placeholders as Korean in every text",
    (language) => {
      const reference = new Map(
        Object.entries(ko).flatMap(([ns, tree]) =>
          leaves(tree).map(([key, text]) => [`${ns}:${key}`, placeholdersOf(text)] as const),
        ),
      );
      for (const [ns, tree] of Object.entries(locales[language])) {
        for (const [key, text] of leaves(tree)) {
          expect(placeholdersOf(text), `${ns}:${key}`).toEqual(reference.get(`${ns}:${key}`));
          expect(text.trim(), `${ns}:${key}`).not.toBe("");
        }
      }
    },
  );
});

describe("page titles", () => {
  it.each([
    ["/projects", "내 프로젝트"],
    ["/projects/hosting-images/:id", "360° 이미지 저장소"],
    ["/mypage/info", "내 정보 수정"],
    ["/mypage/subscribe", "구독 정보"],
    ["/mypage/usage", "사용량 관리"],
    ["/mypage/purchase", "결제 내역"],
    ["/mypage/coupon", "쿠폰 등록"],
    ["/mypage/edu/setting", "에듀 계정 설정"],
    ["/mypage/edu/instructor", "인증 강사 계정 관리"],
    ["/mypage/streetview", "스트리트뷰 계정"],
    ["/mypage/purchase-student", "학생 라이선스 구매"],
    ["/payment", "요금제 변경"],
    ["/shared", "공유받은 투어"],
  ])("%s is titled %j in Korean", (route, title) => {
    const key = pageTitleKey(route);
    expect(key).toBeDefined();
    expect(translate(ko, ko, key ?? "")).toBe(title);
  });

  it.each(LANGUAGES)("every title key has a %s text", (language) => {
    for (const key of Object.values(PAGE_TITLE_KEYS)) {
      expect(translate(locales[language], undefined, key)).not.toBe(key);
    }
  });

  it("knows no title for untitled routes", () => {
    expect(pageTitleKey("/sites")).toBeUndefined();
    expect(pageTitleKey("toString")).toBeUndefined();
  });
});

describe("loading", () => {
  it.each(LANGUAGES)("loads %s on demand", async (language) => {
    expect(await loadLocale(language)).toBe(locales[language]);
  });

  it("gives i18next resources with the Korean fallback", async () => {
    expect(await resourcesFor("ja")).toEqual({ ko, ja });
    expect(await resourcesFor("ko")).toEqual({ ko });
  });

  it("falls back to Korean for the AI texts Japanese lacks", async () => {
    const resources = await resourcesFor("ja");
    expect(translate(resources.ja, resources.ko, "ai:snackbar.complete")).toBe(
      "AI 이미지 생성이 완료되었습니다",
    );
    expect(translate(resources.ja, resources.ko, "common:actions.close")).toBe("閉じる");
  });

  it.each(["ko", "en", "vi"] as const)(
    "registers the payments namespace of %s",
    async (language) => {
      const resources = await loadLocale(language);
      expect(resources.payments).toBe(paymentsMessages[language]);
    },
  );

  it("falls back to Korean for the payments texts Japanese lacks", async () => {
    const { ja: japanese, ko: korean } = await resourcesFor("ja");
    expect(translate(japanese, korean, "payments:modal.paymentTitle")).toBe(
      paymentsMessages.ko.modal.paymentTitle,
    );
  });

  it("says the AI completion and the generic poll failure", () => {
    expect(translate(en, ko, "ai:snackbar.complete")).toBe("AI image generation is complete");
    expect(translate(en, ko, "ai:snackbar.location")).toContain(
      "Create > AI image generation and selection",
    );
    expect(translate(en, ko, "ai:errors.generic")).toBe("An error occurred");
    expect(translate(vi, ko, "common:storage.planWarning", { percent: 95 })).toContain("95%");
  });
});
