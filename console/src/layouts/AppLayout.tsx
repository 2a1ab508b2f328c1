import { breakpointOf } from "@orbis/core/device";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useMatches, useNavigate } from "react-router";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { handleOf } from "../router/routeHandle";
import { useStores } from "../stores/StoreContext";
import { SessionCheckBanner } from "./SessionCheckBanner";
import { SideMenu } from "./SideMenu";
import { TopBanner } from "./TopBanner";
import "./layouts.css";

/** The app layout of the signed-in routes: top banner, header, side menu and the screen. */
export const AppLayout = observer(() => {
  const { ui, auth } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workspace = useMatches().some((match) => handleOf(match).workspace);

  // Phones start with the menu folded: it would cover the screen otherwise.
  useEffect(() => {
    if (breakpointOf(window.innerWidth) === "xs") ui.setSideMenuVisible(false);
  }, [ui]);

  return (
    <div className={workspace ? "app app--workspace" : "app"}>
      <a className="skip-link" href="#main">
        {t("console:skipToContent")}
      </a>
      {ui.topBannerVisible && !workspace && <TopBanner />}
      <header className="app-header">
        <Button
          variant="text"
          theme="gray"
          iconOnly
          label={t("console:nav.toggleMenu")}
          selected={ui.sideMenuVisible}
          onClick={() => ui.toggleSideMenu()}
        >
          <Icon name="menu" />
        </Button>
        <Link to="/" className="app-header__brand">
          {t("console:brand")}
        </Link>
        <span className="app-header__spacer" />
        {auth.user && <span>{auth.user.nickname ?? auth.user.name ?? auth.user.email}</span>}
        <Button
          size="sm"
          variant="outline"
          onClick={async () => {
            await auth.signOut();
            navigate("/");
          }}
        >
          {t("actions.signOut")}
        </Button>
      </header>
      <div className="app-body">
        {ui.sideMenuVisible && !workspace && <SideMenu />}
        <main id="main" className="app-main" tabIndex={-1}>
          <SessionCheckBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
});
