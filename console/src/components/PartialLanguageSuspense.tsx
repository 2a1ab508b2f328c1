import { htmlLang, paymentsLanguageFor } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";

/** Props of {@link PartialLanguageSuspense}. */
export interface PartialLanguageSuspenseProps {
  /** The page's title key, shown while the part's texts load. */
  readonly titleKey: string;
  /** The class of the page frame shown while loading (`commerce-page`, `ai-page`). */
  readonly pageClass: string;
  /** The class of the block that carries the language the part speaks. */
  readonly languageClass: string;
  readonly children: ReactNode;
}

/**
 * The frame of a part offered in Korean, English and Vietnamese only (payments, AI images:
 * docs/product/overview.md). While its lazily loaded texts arrive the page shows its title; once
 * they are there, a Japanese interface reads the part in Korean, and the block says so (`lang`).
 */
export const PartialLanguageSuspense = observer(
  ({ titleKey, pageClass, languageClass, children }: PartialLanguageSuspenseProps) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    const spoken = paymentsLanguageFor(ui.language);
    return (
      <Suspense
        fallback={
          <div className={pageClass} aria-busy="true">
            <h1>{t(titleKey)}</h1>
          </div>
        }
      >
        <div className={languageClass} lang={spoken === ui.language ? undefined : htmlLang(spoken)}>
          {children}
        </div>
      </Suspense>
    );
  },
);
