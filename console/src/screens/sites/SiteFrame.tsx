import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useOutletContext, useParams } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { SiteStore } from "../../stores/sites/SiteStore";
import { sitePath } from "./sitePaths";
import "./sites.css";

/** The open site, for the tab inside the frame. */
export const useSiteOutlet = (): SiteStore => useOutletContext<SiteStore>();

/**
 * The frame of `/site/:id/*` (`:id` is the tour): reads the site, shows its title and the
 * information and settings tabs, and the tab below; or says the site cannot be found.
 */
export const SiteFrame = observer(() => {
  const { t } = useTranslation();
  const root = useStores();
  const id = useParams().id ?? "";
  const [store] = useState(() => new SiteStore({ api: root.api, log: root.log }));

  useEffect(() => {
    void store.load(id);
  }, [store, id]);

  const site = store.site?.tourId === id ? store.site : null;
  if (site === null || store.tour === null) {
    return (
      <section className="page site">
        {store.state === "failed" ? (
          <div className="projects__empty" role="alert">
            <p>{t("console:sites.frame.notFound")}</p>
            <Button href="/sites" variant="outline">
              {t("console:sites.frame.back")}
            </Button>
          </div>
        ) : (
          <p aria-busy="true">{t("console:sites.frame.loading")}</p>
        )}
      </section>
    );
  }
  return (
    <section className="page site">
      <header className="projects__header">
        <h1>{site.title}</h1>
      </header>
      <nav className="tabs" aria-label={t("console:sites.frame.tabsLabel")}>
        {(["info", "setting"] as const).map((tab) => (
          <NavLink key={tab} to={sitePath(id, tab)}>
            {t(`console:sites.frame.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet context={store} />
    </section>
  );
});
