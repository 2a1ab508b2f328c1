import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CurrencySwitch, LanguageSwitch } from "../components/LocaleSwitch";
import { useStores } from "../stores/StoreContext";
import { ACCOUNT_PAGES } from "./accountPages";
import { UnreadBadge } from "./UnreadBadge";
import { useUnreadRefresh } from "./useUnreadRefresh";

const ITEMS = [
  { to: "/projects", key: "console:nav.projects" },
  { to: "/shared", key: "console:sharing.menu.entry" },
  { to: "/sites", key: "console:nav.sites" },
  { to: "/statistics", key: "console:nav.statistics" },
  { to: "/download", key: "console:nav.download" },
  { to: "/mypage", key: "console:nav.mypage" },
  // Every account: the page shows groups, a student's work, or what the education plans offer.
  { to: "/mypage/edu/setting", key: "console:nav.edu" },
] as const;

/**
 * The side menu of the app layout; the header's menu button shows or hides it. "Shared with me"
 * carries the count of shared spaces with news, read again while the menu is shown. My account
 * lists the commerce screens under it, so that a buyer finds them without a payment's link.
 */
export const SideMenu = observer(() => {
  const { t } = useTranslation();
  const { sharing } = useStores();
  useUnreadRefresh(sharing);
  return (
    <nav className="side-menu" aria-label={t("console:nav.main")}>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>
              {t(item.key)}
              {item.to === "/shared" && <UnreadBadge count={sharing.unreadCount} />}
            </NavLink>
            {item.to === "/mypage" && (
              <ul className="side-menu__sub">
                {ACCOUNT_PAGES.map((page) => (
                  <li key={page.to}>
                    <NavLink to={page.to}>{t(page.key)}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div className="side-menu__locale">
        <LanguageSwitch layout="stack" />
        <CurrencySwitch layout="stack" />
      </div>
    </nav>
  );
});
