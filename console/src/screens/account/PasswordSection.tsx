import type { User } from "@orbis/core/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { useSignInMethodName } from "./ProfileSection";

/**
 * The account page's password change. Accounts that sign in with a provider have no password
 * here.
 */
export const PasswordSection = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const methodName = useSignInMethodName();
  const titleId = useId();

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.password.title")}</h2>
      {user.signInMethod !== "email" ? (
        <p>
          {t("console:account.info.password.social", {
            provider: methodName(user.signInMethod),
          })}
        </p>
      ) : (
        <PasswordChangeForm
          currentLabel={t("console:account.info.password.current")}
          submitLabel={t("console:account.info.password.submit")}
          onChanged={() =>
            ui.snackbar.show(t("console:account.info.password.changed"), { severity: "success" })
          }
        />
      )}
    </section>
  );
};
