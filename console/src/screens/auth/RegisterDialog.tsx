import { parseSocialProvider } from "@orbis/core/auth";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmailRegistration } from "./EmailRegistration";
import "./auth.css";

/**
 * `/builder/register/:socialType`: `email` is the email registration. A provider's registration
 * (after a social login of someone without an account) is a later part of the console.
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
      ) : (
        <p>
          {provider
            ? t("console:auth.register.socialNotYet", {
                provider: t(`console:auth.providers.${provider}`),
              })
            : t("console:auth.social.unknown")}
        </p>
      )}
      <p className="auth__links">
        <Link to="/builder/login">{t("console:auth.social.backToLogin")}</Link>
      </p>
    </section>
  );
};
