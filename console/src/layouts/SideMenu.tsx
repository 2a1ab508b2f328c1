import { htmlLang, paymentsLanguageFor } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { Fragment } from "react";
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

/** The Create group: AI image generation and selection, for accounts whose plan gives AI images. */
const CreateGroup = observer(() => {
  const { t } = useTranslation();
  const { ui } = useStores();
  // The AI part speaks Korean, English and Vietnamese only: in Japanese it reads Korean, and says so.
  const spoken = paymentsLanguageFor(ui.language);
  return (
    <li lang={spoken === ui.language ? undefined : htmlLang(spoken)}>
      <span className="side-menu__group">{t("ai:menu.create")}</span>
      <ul className="side-menu__sub">
        <li>
          <NavLink to="/create/ai">{t("ai:menu.generateAndSelect")}</NavLink>
        </li>
      </ul>
    </li>
  );
});

/**
 * The side menu of the app layout; the header's menu button shows or hides it. "Shared with me"
 * carries the count of shared spaces with news, read again while the menu is shown. My account
 * lists the commerce screens under it, so that a buyer finds them without a payment's link.
 * Create (AI images) shows once the account's plan is known to give them.
 */
export const SideMenu = observer(() => {
  const { t } = useTranslation();
  const { sharing, aiImages } = useStores();
  useUnreadRefresh(sharing);
  return (
    <nav className="side-menu" aria-label={t("console:nav.main")}>
      <ul>
        {ITEMS.map((item) => (
          <Fragment key={item.to}>
            <li>
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
            {item.to === "/projects" && aiImages.access === "allowed" && <CreateGroup />}
          </Fragment>
        ))}
      </ul>
      <div className="side-menu__locale">
        <LanguageSwitch layout="stack" />
        <CurrencySwitch layout="stack" />
      </div>
    </nav>
  );
});
