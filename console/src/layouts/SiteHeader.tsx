import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "../components/Button";
import { useStores } from "../stores/StoreContext";
import "./layouts.css";

/** The header of the public pages: the brand, the marketing links, and sign-in or projects. */
export const SiteHeader = observer(() => {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {t("console:brand")}
      </Link>
      <nav aria-label={t("console:nav.main")} className="site-header__nav">
        <NavLink to="/builder/features">{t("console:nav.features")}</NavLink>
        <NavLink to="/builder/pricing">{t("console:nav.pricing")}</NavLink>
      </nav>
      {auth.isAuthenticated ? (
        <Button href="/projects" size="sm">
          {t("console:nav.projects")}
        </Button>
      ) : (
        <Button href="/builder/login" size="sm">
          {t("console:nav.signIn")}
        </Button>
      )}
    </header>
  );
});
