import type { Language } from "@orbis/core/contract";
import type { AiImagesMessages } from "./locales/aiImages/ko";

/**
 * The i18next namespace of the AI image screens (generation and selection, the editor's AI
 * scene action): loaded when a screen first asks for it, never with the landing page. Like
 * payments, the AI parts speak Korean, English and Vietnamese only (docs/product/overview.md):
 * Japanese has no bundle and reads the Korean fallback.
 */
export const AI_IMAGES_NAMESPACE = "aiImages";

/** The AI image texts of each language that has them, each its own chunk. */
export const aiImagesLoaders: Readonly<Partial<Record<Language, () => Promise<AiImagesMessages>>>> =
  {
    ko: () => import("./locales/aiImages/ko").then((m) => m.ko),
    en: () => import("./locales/aiImages/en").then((m) => m.en),
    vi: () => import("./locales/aiImages/vi").then((m) => m.vi),
  };
