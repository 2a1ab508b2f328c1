import {
  autoSaveSettingSchema,
  type Currency,
  type Language,
  type Settings,
} from "@orbis/core/contract";
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from "@orbis/core/i18n";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";

const CURRENCIES: readonly Currency[] = ["KRW", "USD"];

const cycleRule = autoSaveSettingSchema.shape.saveCycle;

/**
 * The settings form. The save cycle follows core's rule (whole seconds, 10 to 3600), said before
 * sending; saving applies the language and currency to this interface at once.
 */
export const SettingsForm = ({ settings }: { readonly settings: Settings }) => {
  const { t } = useTranslation();
  const { profile, ui } = useStores();
  const [language, setLanguage] = useState<Language>(settings.language);
  const [currency, setCurrency] = useState<Currency>(settings.currency);
  const [useAutoSave, setUseAutoSave] = useState(settings.autoSave.useAutoSave);
  const [cycle, setCycle] = useState(String(settings.autoSave.saveCycle));
  const [cycleWrong, setCycleWrong] = useState(false);
  const { busy, error, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saveCycle = cycleRule.safeParse(cycle.trim() === "" ? Number.NaN : Number(cycle));
    setCycleWrong(!saveCycle.success);
    if (!saveCycle.success) return;
    void run(async () => {
      await profile.saveSettings({
        language,
        currency,
        autoSave: { useAutoSave, saveCycle: saveCycle.data },
      });
      // Said in the language just chosen: the interface has switched to it.
      ui.snackbar.show(t("console:account.info.settings.saved", { lng: language }), {
        severity: "success",
      });
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field label={t("console:account.info.settings.language")}>
        {(control) => (
          <select
            {...control}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NATIVE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("console:account.info.settings.currency")}>
        {(control) => (
          <select
            {...control}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`currencies.${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field layout="check" label={t("console:account.info.settings.autoSave")}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={useAutoSave}
            onChange={(e) => setUseAutoSave(e.target.checked)}
          />
        )}
      </Field>
      {/* The interval's problem is the form's error below (announced); the field keeps its hint. */}
      <Field
        label={t("console:account.info.settings.saveCycle")}
        hint={t("console:account.info.settings.saveCycleHint")}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={cycleRule.minValue ?? undefined}
            max={cycleRule.maxValue ?? undefined}
            step={1}
            value={cycle}
            aria-invalid={cycleWrong}
            onChange={(e) => setCycle(e.target.value)}
          />
        )}
      </Field>
      <FormError text={cycleWrong ? t("console:account.info.settings.saveCycleProblem") : error} />
      <SubmitButton busy={busy} fullWidth>
        {t("console:account.info.settings.save")}
      </SubmitButton>
    </form>
  );
};
