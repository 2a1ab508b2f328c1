import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CurrencySwitch, LanguageSwitch } from "../components/LocaleSwitch";

const ITEMS = [
  { to: "/projects", key: "console:nav.projects" },
  { to: "/sites", key: "console:nav.sites" },
  { to: "/statistics", key: "console:nav.statistics" },
  { to: "/download", key: "console:nav.download" },
  { to: "/mypage", key: "console:nav.mypage" },
] as const;

/** The side menu of the app layout; the header's menu button shows or hides it. */
export const SideMenu = () => {
  const { t } = useTranslation();
  return (
    <nav className="side-menu" aria-label={t("console:nav.main")}>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{t(item.key)}</NavLink>
          </li>
        ))}
      </ul>
      <div className="side-menu__locale">
        <LanguageSwitch layout="stack" />
        <CurrencySwitch layout="stack" />
      </div>
    </nav>
  );
};
