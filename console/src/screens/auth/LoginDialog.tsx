import { pluginLogin } from "@orbis/core/auth";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { RestoreNotice } from "../account/RestoreNotice";
import { CliLogin } from "./CliLogin";
import { EmailLoginForm } from "./EmailLoginForm";
import { SocialButtons } from "./SocialButtons";
import "./auth.css";

/**
 * `/builder/login`: sign-in by email or a social provider. With `plugin=true` it signs the
 * Orbis CLI in instead (`orbis login --web`), and refuses when the CLI's callback is not on the
 * user's own machine.
 */
export const LoginDialog = observer(() => {
  const { t } = useTranslation();
  const location = useLocation();
  const request = pluginLogin(location.search);

  if (request.kind === "refused")
    return (
      <section className="auth" aria-labelledby="auth-title">
        <h3 id="auth-title">{t("console:auth.cli.title")}</h3>
        <p role="alert" className="auth__error">
          {t(`console:auth.cli.refused.${request.reason}`)}
        </p>
      </section>
    );
  if (request.kind === "cli")
    return (
      <CliLogin
        callbackUrl={request.callbackUrl}
        state={request.state}
        returnTo={`${location.pathname}${location.search}`}
      />
    );

  const query = new URLSearchParams(location.search);
  const redirect = query.get("redirect");
  return (
    <section className="auth" aria-labelledby="auth-title">
      <h3 id="auth-title">{t("console:auth.login.title")}</h3>
      <RestoreNotice />
      <EmailLoginForm clientKind="web" redirect={redirect} />
      <SocialButtons />
      <p className="auth__links">
        <Link
          to={`/builder/register/email${redirect ? `?${new URLSearchParams({ redirect })}` : ""}`}
        >
          {t("console:auth.login.register")}
        </Link>
        <Link to="/password">{t("console:auth.login.forgotPassword")}</Link>
      </p>
    </section>
  );
});
