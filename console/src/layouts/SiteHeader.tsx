import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "../components/Button";
import { SIGN_UP_PATH } from "../screens/Landing";
import { useStores } from "../stores/StoreContext";
import "./layouts.css";

/**
 * The header of the public pages: the brand, the marketing links, and sign-in with sign-up beside
 * it (a newcomer should not have to find sign-up inside the login), or the projects.
 */
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
        <span className="site-header__account">
          <Button href="/builder/login" size="sm" variant="outline">
            {t("console:nav.signIn")}
          </Button>
          <Button href={SIGN_UP_PATH} size="sm">
            {t("console:nav.signUp")}
          </Button>
        </span>
      )}
    </header>
  );
});
