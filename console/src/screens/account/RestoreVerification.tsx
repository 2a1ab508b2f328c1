import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "../auth/useErrorText";
import { LinkPage } from "./LinkPage";
import { useLinkCheck } from "./useLinkCheck";

/**
 * `/withdrawal/verification/:encryptId` (RestoreVerification): the link of a restore mail. Once
 * `GET /public/verification/{id}` says it is a live restore link, it is kept and the login
 * dialog opens; the sign-in there restores the account first (`POST /user/restore/{socialType}`,
 * the way the user signs in being the `socialType`).
 */
export const RestoreVerification = () => {
  const { t } = useTranslation();
  const { account } = useStores();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { encryptId = "" } = useParams();
  const check = useLinkCheck(() => account.verifyRestoreLink(encryptId));

  useEffect(() => {
    if (check.state === "ready") navigate("/builder/login", { replace: true });
  }, [check.state, navigate]);

  return (
    <LinkPage title={t("console:account.restore.title")}>
      {check.state === "checking" || check.state === "ready" ? (
        <p role="status">{t("console:account.restore.checking")}</p>
      ) : (
        <>
          <p role="alert" className="account-error">
            {check.state === "failed"
              ? errorText(check.error)
              : t(`console:account.restore.${check.state}`)}
          </p>
          <Link to="/builder/login">{t("console:account.restore.toLogin")}</Link>
        </>
      )}
    </LinkPage>
  );
};
