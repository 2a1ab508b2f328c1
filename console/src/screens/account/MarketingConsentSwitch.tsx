import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "../auth/useErrorText";

/**
 * The marketing-consent switch of My account's settings: saved the moment it is flipped (it is
 * not part of the settings form), said in a snackbar; a refusal is said beside it, the switch
 * showing the choice the server kept.
 */
export const MarketingConsentSwitch = observer(() => {
  const { t } = useTranslation();
  const { consent, ui } = useStores();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);

  if (consent.state !== "ready") {
    return consent.state === "failed" ? null : (
      <p role="status">{t("console:account.info.marketing.loading")}</p>
    );
  }
  const flip = async (on: boolean) => {
    setProblem(null);
    try {
      await consent.setMarketingConsent(on);
      ui.snackbar.show(t(`console:account.info.marketing.${on ? "on" : "off"}`), {
        severity: "success",
      });
    } catch (error) {
      setProblem(t("console:account.info.marketing.failed", { reason: errorText(error) }));
    }
  };
  return (
    <div className="account-switch">
      <Field
        layout="check"
        label={t("console:account.info.marketing.label")}
        hint={t("console:account.info.marketing.hint")}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            role="switch"
            aria-checked={consent.marketingConsent}
            checked={consent.marketingConsent}
            disabled={consent.saving}
            aria-invalid={problem !== null}
            onChange={(e) => void flip(e.target.checked)}
          />
        )}
      </Field>
      {problem !== null && <p role="alert">{problem}</p>}
    </div>
  );
});
