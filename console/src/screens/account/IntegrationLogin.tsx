import { tokenHandover } from "@orbis/core/auth";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { AFTER_LOGIN_PATH } from "../auth/EmailLoginForm";
import { useErrorText } from "../auth/useErrorText";
import { LinkPage } from "./LinkPage";

/** Where the hand-over stands. */
type Status =
  | { readonly kind: "working" }
  | { readonly kind: "missing" }
  | { readonly kind: "refused"; readonly reason: string };

/**
 * `/integration-login`: sign-in handed over by another Orbis product that shares the identity
 * service. Its identity token comes as `#access_token=…` (with `refresh_token` when it has one;
 * a fragment never reaches a server log), the way on in the `redirect` query. The main API opens
 * the account for an identity new to it (`POST /user/register/suid` with the token in
 * `auth-token`), then the tokens become this browser's session, as on `/auth-redirect`.
 */
export const IntegrationLogin = () => {
  const { t } = useTranslation();
  const { account } = useStores();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<Status>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { tokens, next } = tokenHandover(location.hash, location.search, AFTER_LOGIN_PATH);
    // The tokens leave the address bar (and this history entry) before anything else happens.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (tokens === null) return setStatus({ kind: "missing" });
    account.integrationLogin(tokens).then(
      () => navigate(next, { replace: true }),
      (error: unknown) => setStatus({ kind: "refused", reason: errorText(error) }),
    );
  }, [account, errorText, location, navigate]);

  return (
    <LinkPage title={t("console:account.integration.title")}>
      {status.kind === "working" ? (
        <p role="status">{t("console:account.integration.working")}</p>
      ) : (
        <>
          <p role="alert" className="account-error">
            {status.kind === "missing"
              ? t("console:account.integration.missing")
              : t("console:account.integration.refused", { reason: status.reason })}
          </p>
          <Link to="/builder/login">{t("console:account.integration.toLogin")}</Link>
        </>
      )}
    </LinkPage>
  );
};
