import type { Currency, Language } from "@orbis/core/contract";
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";
import "./LocaleSwitch.css";

const CURRENCIES: readonly Currency[] = ["KRW", "USD"];

/** The language switch (ko, en, vi, ja), each named in itself. */
export const LanguageSwitch = observer(() => {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <label className="locale-switch">
      <span>{t("console:footer.language")}</span>
      <select
        value={ui.language}
        onChange={(event) => void ui.setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
});

/** The currency choice: KRW or USD. */
export const CurrencySwitch = observer(() => {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <label className="locale-switch">
      <span>{t("console:footer.currency")}</span>
      <select
        value={ui.currency}
        onChange={(event) => ui.setCurrency(event.target.value as Currency)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(`currencies.${currency}`)}
          </option>
        ))}
      </select>
    </label>
  );
});
