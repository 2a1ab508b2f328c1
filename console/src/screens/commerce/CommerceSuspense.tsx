import { htmlLang, paymentsLanguageFor } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import "./commerce.css";

/**
 * A commerce screen's frame while its texts load: the `commerce` namespace arrives on demand
 * (`useTranslation("commerce")` suspends until then), so the page shows its title meanwhile.
 */
export const CommerceSuspense = observer(
  ({ titleKey, children }: { readonly titleKey: string; readonly children: ReactNode }) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    // Payments are not offered in every language (docs/product/overview.md): the page says which one it speaks.
    const spoken = paymentsLanguageFor(ui.language);
    return (
      <Suspense
        fallback={
          <div className="commerce-page" aria-busy="true">
            <h1>{t(titleKey)}</h1>
          </div>
        }
      >
        <div
          className="commerce-language"
          lang={spoken === ui.language ? undefined : htmlLang(spoken)}
        >
          {children}
        </div>
      </Suspense>
    );
  },
);
