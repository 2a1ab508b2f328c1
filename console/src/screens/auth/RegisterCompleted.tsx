import { safeReturnPath } from "@orbis/core/auth";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "../../components/Button";
import { AFTER_LOGIN_PATH } from "./EmailLoginForm";
import "./auth.css";

/** `/builder/register-completed`: the welcome after registration, on to the projects. */
export const RegisterCompleted = () => {
  const { t } = useTranslation();
  const redirect = new URLSearchParams(useLocation().search).get("redirect");
  return (
    <section className="auth" aria-labelledby="auth-title">
      <h3 id="auth-title">{t("console:auth.completed.title")}</h3>
      <p>{t("console:auth.completed.text")}</p>
      <Button href={safeReturnPath(redirect, AFTER_LOGIN_PATH)} fullWidth>
        {t("console:auth.completed.start")}
      </Button>
    </section>
  );
};
