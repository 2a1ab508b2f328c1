import { safeReturnPath } from "@orbis/core/auth";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { PasswordChangeForm } from "../account/PasswordChangeForm";
import { AFTER_LOGIN_PATH } from "./EmailLoginForm";
import "../account/account.css";

/**
 * `/set-password`: a student signed in with the one-time password their teacher handed out
 * chooses their own before anything else (every other call answers 140008 until then), then goes
 * on to where they were heading.
 */
export const SetPassword = () => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const titleId = useId();
  return (
    <main className="page set-password" aria-labelledby={titleId}>
      <h1 id={titleId}>{t("console:auth.setPassword.title")}</h1>
      <p>{t("console:auth.setPassword.text")}</p>
      <PasswordChangeForm
        currentLabel={t("console:auth.setPassword.current")}
        submitLabel={t("console:auth.setPassword.submit")}
        onChanged={() => {
          ui.snackbar.show(t("console:auth.setPassword.done"), { severity: "success" });
          void navigate(safeReturnPath(query.get("redirect"), AFTER_LOGIN_PATH), {
            replace: true,
          });
        }}
      />
    </main>
  );
};
