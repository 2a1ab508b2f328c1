import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { FormError } from "../../components/FormError";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import { useErrorText } from "../auth/useErrorText";
import { LinkPage } from "./LinkPage";
import { useLinkCheck } from "./useLinkCheck";

/**
 * `/unsubscribe/register/:encryptID`: the unsubscribe link of a marketing mail. The link is
 * checked first (`GET /public/verification/{id}`), then one press turns marketing mail off
 * (`PUT /public/extra/{encryptId}`, `marketing=false`) and the confirmation page follows.
 */
export const Unsubscribe = () => {
  const { t } = useTranslation();
  const { account } = useStores();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { encryptID = "" } = useParams();
  const check = useLinkCheck(() => account.checkLink(encryptID, "unsubscribe"));
  const { busy, error, run } = useAction();

  const unsubscribe = (maskedEmail: string) =>
    run(async () => {
      await account.unsubscribe(encryptID);
      navigate("/unsubscribe/confirm", { replace: true, state: { maskedEmail } });
    });

  return (
    <LinkPage title={t("console:account.unsubscribe.title")}>
      {check.state === "checking" ? (
        <p role="status">{t("console:account.unsubscribe.checking")}</p>
      ) : check.state === "ready" ? (
        <>
          <p>{t("console:account.unsubscribe.lead", { email: check.value.maskedEmail })}</p>
          <p>{t("console:account.unsubscribe.accountMails")}</p>
          <FormError text={error} />
          <button
            type="button"
            className="btn btn--md btn--fill btn--theme-primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void unsubscribe(check.value.maskedEmail)}
          >
            {t("console:account.unsubscribe.submit")}
          </button>
        </>
      ) : (
        <>
          <p role="alert" className="account-error">
            {check.state === "failed"
              ? errorText(check.error)
              : t(`console:account.unsubscribe.${check.state}`)}
          </p>
          <Link to="/">{t("console:account.home")}</Link>
        </>
      )}
    </LinkPage>
  );
};
