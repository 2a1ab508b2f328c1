import type { Currency, Language } from "@orbis/core/contract";
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";
import { Field } from "./Field";
import "./LocaleSwitch.css";

const CURRENCIES: readonly Currency[] = ["KRW", "USD"];

/** Where a switch sits: beside its label in the footer, under it in the narrow side menu. */
export interface LocaleSwitchProps {
  readonly layout?: "row" | "stack";
}

/** The language switch (ko, en, vi, ja), each named in itself. */
export const LanguageSwitch = observer(({ layout = "row" }: LocaleSwitchProps) => {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <Field layout={layout} className="locale-switch" label={t("console:footer.language")}>
      {(control) => (
        <select
          {...control}
          value={ui.language}
          onChange={(event) => void ui.setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

/** The currency choice: KRW or USD. */
export const CurrencySwitch = observer(({ layout = "row" }: LocaleSwitchProps) => {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <Field layout={layout} className="locale-switch" label={t("console:footer.currency")}>
      {(control) => (
        <select
          {...control}
          value={ui.currency}
          onChange={(event) => ui.setCurrency(event.target.value as Currency)}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {t(`currencies.${currency}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
