import { observer } from "mobx-react-lite";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import { MarketingConsentSwitch } from "./MarketingConsentSwitch";
import { SettingsForm } from "./SettingsForm";

/**
 * The user's settings (`GET`/`PUT /settings`): interface language, currency and the tour
 * editor's auto-save. Read when the section opens; a failed read says so and can be retried.
 * The marketing-consent switch sits below the form: it saves on its own, at once.
 */
export const SettingsSection = observer(() => {
  const { t } = useTranslation();
  const { profile } = useStores();
  const titleId = useId();
  const { error, run } = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening of the page
  useEffect(() => {
    void run(() => profile.loadSettings());
  }, []);

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.settings.title")}</h2>
      {profile.settingsState === "ready" && profile.settings ? (
        <SettingsForm settings={profile.settings} />
      ) : profile.settingsState === "failed" ? (
        <>
          <p role="alert">
            {t("console:account.info.settings.failed")} {error}
          </p>
          <button
            type="button"
            className="btn btn--sm btn--outline btn--theme-primary"
            onClick={() => void run(() => profile.loadSettings())}
          >
            {t("console:account.info.settings.retry")}
          </button>
        </>
      ) : (
        <p role="status">{t("console:account.info.settings.loading")}</p>
      )}
      <MarketingConsentSwitch />
    </section>
  );
});
