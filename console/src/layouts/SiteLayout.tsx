import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The public site's layout (the marketing and builder landing layouts of docs/product/screens.md, which look the
 * same): the landing, terms, privacy and info pages; `/builder` with its dialogs, features,
 * event and pricing.
 */
export const SiteLayout = () => {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("console:skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
};
