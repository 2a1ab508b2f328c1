import { parseSocialProvider } from "@orbis/core/auth";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { SocialRegistration } from "../account/SocialRegistration";
import { EmailRegistration } from "./EmailRegistration";
import "./auth.css";

/**
 * `/builder/register/:socialType`: `email` is the email registration; a provider's name is the
 * registration of someone whose social sign-in found no account yet.
 */
export const RegisterDialog = () => {
  const { t } = useTranslation();
  const { socialType } = useParams();
  const provider = parseSocialProvider(socialType);
  return (
    <section className="auth" aria-labelledby="auth-title">
      <h3 id="auth-title">{t("console:auth.register.title")}</h3>
      {socialType === "email" ? (
        <EmailRegistration />
      ) : provider ? (
        <SocialRegistration provider={provider} />
      ) : (
        <p role="alert">{t("console:auth.social.unknown")}</p>
      )}
      <p className="auth__links">
        <Link to="/builder/login">{t("console:auth.social.backToLogin")}</Link>
      </p>
    </section>
  );
};
