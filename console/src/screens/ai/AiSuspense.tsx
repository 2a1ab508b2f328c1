import { htmlLang, paymentsLanguageFor } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";

/**
 * An AI screen's frame while its texts load (the `aiImages` namespace arrives on demand), which
 * also marks the language it speaks: the AI parts, like payments, exist in Korean, English and
 * Vietnamese only (docs/product/overview.md), so a Japanese interface reads them in Korean.
 */
export const AiSuspense = observer(
  ({ titleKey, children }: { readonly titleKey: string; readonly children: ReactNode }) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    const spoken = paymentsLanguageFor(ui.language);
    return (
      <Suspense
        fallback={
          <div className="ai-page" aria-busy="true">
            <h1>{t(titleKey)}</h1>
          </div>
        }
      >
        <div className="ai-language" lang={spoken === ui.language ? undefined : htmlLang(spoken)}>
          {children}
        </div>
      </Suspense>
    );
  },
);
