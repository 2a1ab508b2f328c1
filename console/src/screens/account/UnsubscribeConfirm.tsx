import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LinkPage } from "./LinkPage";

/** The masked address the unsubscribe page hands over, if it came from there. */
const maskedEmailOf = (state: unknown): string | null => {
  if (typeof state !== "object" || state === null || !("maskedEmail" in state)) return null;
  return typeof state.maskedEmail === "string" ? state.maskedEmail : null;
};

/**
 * `/unsubscribe/confirm`: marketing mail is off. Opened on its own (a bookmark, a reload after
 * the history entry's state is gone) it says only what it can be sure of.
 */
export const UnsubscribeConfirm = () => {
  const { t } = useTranslation();
  const email = maskedEmailOf(useLocation().state);
  return (
    <LinkPage title={t("console:account.unsubscribe.doneTitle")}>
      <p role="status">
        {email
          ? t("console:account.unsubscribe.done", { email })
          : t("console:account.unsubscribe.doneNoEmail")}
      </p>
      <p>{t("console:account.unsubscribe.accountMails")}</p>
      <Link to="/">{t("console:account.home")}</Link>
    </LinkPage>
  );
};
