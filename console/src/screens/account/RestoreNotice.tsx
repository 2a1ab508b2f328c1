import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { FormError } from "../../components/FormError";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import "./account.css";

/**
 * Shown in the login dialog while an account is on its way back: a verified restore link
 * waiting for the sign-in that uses it, or a deactivated account a sign-in just proved, whose
 * owner can have a restore link mailed (`POST /user/withdrawal/verification/{socialType}`).
 */
export const RestoreNotice = observer(() => {
  const { t } = useTranslation();
  const { account } = useStores();
  const { busy, error, run } = useAction();

  if (account.restoreLink) {
    return (
      <div className="account-notice">
        <p role="status">
          {t("console:account.restore.signInToRestore", {
            email: account.restoreLink.maskedEmail,
          })}
        </p>
        {account.restoreRefused && (
          <p role="alert" className="account-error">
            {t("console:account.restore.refused")}
          </p>
        )}
        <button
          type="button"
          className="btn btn--sm btn--text btn--theme-gray"
          onClick={() => account.forgetRestoreLink()}
        >
          {t("console:account.restore.forget")}
        </button>
      </div>
    );
  }
  const deactivated = account.deactivated;
  if (!deactivated) return null;
  return (
    <div className="account-notice">
      <p role="alert">{t("console:account.restore.deactivated", { email: deactivated.email })}</p>
      {account.restoreMailSentTo ? (
        <p role="status">
          {t("console:account.restore.mailSent", { email: account.restoreMailSentTo })}
        </p>
      ) : (
        <>
          <p>{t("console:account.restore.offer")}</p>
          <button
            type="button"
            className="btn btn--sm btn--fill btn--theme-primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void run(() => account.requestRestoreMail())}
          >
            {t("console:account.restore.sendMail")}
          </button>
          <FormError text={error} />
        </>
      )}
    </div>
  );
});
