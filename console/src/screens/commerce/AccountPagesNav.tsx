import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ACCOUNT_PAGES } from "../../layouts/accountPages";

/**
 * The account's commerce screens as tabs (subscription, payment history, usage, coupons), the one
 * on show marked: a buyer on one of them reaches the others without going back to the menu.
 */
export const AccountPagesNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="commerce-tabs commerce-tabs--wrap" aria-label={t("console:nav.mypage")}>
      {ACCOUNT_PAGES.map((page) => {
        const on = pathname === page.to;
        return (
          <Link
            key={page.to}
            to={page.to}
            className={on ? "commerce-tab commerce-tab--on" : "commerce-tab"}
            aria-current={on ? "page" : undefined}
          >
            {t(page.key)}
          </Link>
        );
      })}
    </nav>
  );
};
