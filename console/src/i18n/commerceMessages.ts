import type { Language } from "@orbis/core/contract";
import type { BackendModule, ReadCallback } from "i18next";
import { AI_IMAGES_NAMESPACE, aiImagesLoaders } from "./aiImagesMessages";
import { EDU_NAMESPACE, eduLoaders } from "./eduMessages";
import type { CommerceMessages } from "./locales/commerce/ko";

/**
 * The i18next namespace of the commerce screens (plan change, checkout, subscription, purchases,
 * usage, coupons). It is loaded when a screen first asks for it (`useTranslation("commerce")`),
 * never with the landing page. Payments speak Korean, English and Vietnamese only (docs/product/overview.md):
 * Japanese has no bundle and reads the Korean fallback.
 */
export const COMMERCE_NAMESPACE = "commerce";

const loaders: Readonly<Partial<Record<Language, () => Promise<CommerceMessages>>>> = {
  ko: () => import("./locales/commerce/ko").then((m) => m.ko),
  en: () => import("./locales/commerce/en").then((m) => m.en),
  vi: () => import("./locales/commerce/vi").then((m) => m.vi),
};

const isLanguage = (value: string): value is Language =>
  value === "ko" || value === "en" || value === "vi" || value === "ja";

/** The namespaces loaded on demand, by language. */
const onDemand: Readonly<
  Record<string, Readonly<Partial<Record<Language, () => Promise<object>>>>>
> = {
  [COMMERCE_NAMESPACE]: loaders,
  [EDU_NAMESPACE]: eduLoaders,
  [AI_IMAGES_NAMESPACE]: aiImagesLoaders,
};

/**
 * An i18next backend that loads the commerce, education and AI image namespaces on demand. Every other namespace is added
 * by the translator itself when a language is loaded, so the backend answers them with nothing
 * (no bundle is made: a language without payments must still read them from Korean).
 */
export const commerceBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = isLanguage(language) && onDemand[namespace]?.[language];
    if (!load) {
      callback(null, false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};
