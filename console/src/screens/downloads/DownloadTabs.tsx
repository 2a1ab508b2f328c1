import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import "./downloads.css";

/** The `/download` frame: its title and the tabs of art packages and the plugin. */
export const DownloadTabs = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="downloads-page">
      <h1>{t("console:downloads.title")}</h1>
      <nav className="downloads-tabs" aria-label={t("console:downloads.tabsLabel")}>
        <NavLink to="/download/artpackage">{t("console:downloads.artPackagesTab")}</NavLink>
        <NavLink to="/download/plugin">{t("console:downloads.pluginTab")}</NavLink>
      </nav>
      {children}
    </div>
  );
};
