import type { Currency, Language } from "@orbis/core/contract";
import { AI_SNACKBAR, GLOBAL_SNACKBAR } from "@orbis/core/device";
import { acceptLanguageHeader, htmlLang } from "@orbis/core/i18n";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import { SnackbarQueue } from "./SnackbarQueue";

/** Local-storage keys of the interface preferences. */
export const UI_STORAGE_KEYS = { language: "language", currency: "currency" } as const;

/** What the UI store needs from outside. */
export interface UiStoreDeps {
  readonly api: Pick<OrbisApi, "setLanguage">;
  readonly storage: Pick<Storage, "setItem">;
  /** Loads the language's messages and switches the translator to it. */
  readonly changeTranslatorLanguage: (language: Language) => Promise<void>;
  /** The document whose `<html lang>` follows the language. */
  readonly document?: Document;
}

/**
 * Interface state shared by every screen: the general and AI snackbars, the top banner and side
 * menu, the language and the currency.
 */
export class UiStore {
  /** The general snackbar: bottom-centre, 3 s, one at a time (docs/product/screens.md). */
  readonly snackbar = new SnackbarQueue(GLOBAL_SNACKBAR.timeoutMs);
  aiSnackbarOpen = false;
  topBannerVisible = true;
  sideMenuVisible = true;
  language: Language;
  currency: Currency;
  private aiTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: UiStoreDeps,
    initial: { readonly language: Language; readonly currency: Currency },
  ) {
    this.language = initial.language;
    this.currency = initial.currency;
    makeAutoObservable<UiStore, "deps" | "aiTimer">(this, { deps: false, aiTimer: false });
  }

  /** Tells the user that AI image generation is complete (top-right, 3 s, closable). */
  showAiSnackbar(): void {
    clearTimeout(this.aiTimer);
    this.aiSnackbarOpen = true;
    this.aiTimer = setTimeout(() => this.closeAiSnackbar(), AI_SNACKBAR.timeoutMs);
  }

  closeAiSnackbar(): void {
    clearTimeout(this.aiTimer);
    this.aiTimer = undefined;
    this.aiSnackbarOpen = false;
  }

  setTopBannerVisible(visible: boolean): void {
    this.topBannerVisible = visible;
  }

  setSideMenuVisible(visible: boolean): void {
    this.sideMenuVisible = visible;
  }

  toggleSideMenu(): void {
    this.sideMenuVisible = !this.sideMenuVisible;
  }

  /**
   * Switches the interface language: its messages load on demand, then requests say it in
   * `Accept-Language`, `<html lang>` follows and the choice is kept for the next visit.
   */
  async setLanguage(language: Language): Promise<void> {
    await this.deps.changeTranslatorLanguage(language);
    this.deps.api.setLanguage(acceptLanguageHeader(language));
    const doc = this.deps.document ?? globalThis.document;
    if (doc) doc.documentElement.lang = htmlLang(language);
    this.deps.storage.setItem(UI_STORAGE_KEYS.language, language);
    runInAction(() => {
      this.language = language;
    });
  }

  setCurrency(currency: Currency): void {
    this.currency = currency;
    this.deps.storage.setItem(UI_STORAGE_KEYS.currency, currency);
  }
}
