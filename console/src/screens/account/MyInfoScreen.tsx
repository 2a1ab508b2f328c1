import { observer } from "mobx-react-lite";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ACCOUNT_PAGES } from "../../layouts/accountPages";
import { useStores } from "../../stores/StoreContext";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { SessionsSection } from "./SessionsSection";
import { SettingsSection } from "./SettingsSection";
import { TermsSection } from "./TermsSection";
import "./account.css";

/**
 * `/mypage/info` ("내 정보 수정"): the profile with its picture, the password, the settings
 * with the marketing consent, the terms agreed to, sign-out on every device, the ways to the
 * plan and payment screens, and the way to delete the account. The guard has set up the
 * session before this renders.
 */
export const MyInfoScreen = observer(() => {
  const { t } = useTranslation();
  const { auth, consent } = useStores();
  const leaveId = useId();
  const commerceId = useId();
  const user = auth.user;
  const userId = user?.id;
  // The terms and the marketing switch share one read; the terms section offers its retry.
  useEffect(() => {
    if (userId !== undefined) void consent.load().catch(() => {});
  }, [consent, userId]);
  return (
    <div className="account-page">
      <h1>{t("pages:profile")}</h1>
      {user === null ? (
        <p role="status">{t("console:account.loading")}</p>
      ) : (
        <>
          {/* Keyed by user: the forms start from the account's saved values. */}
          <ProfileSection key={`profile-${user.id}`} user={user} />
          <PasswordSection key={`password-${user.id}`} user={user} />
          <SettingsSection />
          <TermsSection />
          <SessionsSection />
          <section className="account-section" aria-labelledby={commerceId}>
            <h2 id={commerceId}>{t("console:account.info.commerce.title")}</h2>
            <p>{t("console:account.info.commerce.text")}</p>
            <ul className="account-links">
              {ACCOUNT_PAGES.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{t(page.key)}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="account-section" aria-labelledby={leaveId}>
            <h2 id={leaveId}>{t("console:account.info.leave.title")}</h2>
            <p>{t("console:account.info.leave.text")}</p>
            <Link to="/delete-account" className="account-danger-link">
              {t("console:account.info.leave.link")}
            </Link>
          </section>
        </>
      )}
    </div>
  );
});
