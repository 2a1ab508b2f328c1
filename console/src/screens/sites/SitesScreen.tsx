import type { Site } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { SitesStore } from "../../stores/sites/SitesStore";
import { formatDay } from "../projects/dates";
import { CopyButton } from "./CopyButton";
import { siteEditorPath, sitePath, siteStatisticsPath } from "./sitePaths";
import "./sites.css";

/**
 * `/sites` (the side menu's Sites): a card per published tour the user owns or coworks on, with
 * its address to open or copy, its version and 30-day visits, which head settings are on, and
 * the ways on: information, settings, statistics and the site editor.
 */
export const SitesScreen = observer(() => {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new SitesStore({ api: root.api, log: root.log }));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="page sites">
      <header className="projects__header">
        <h1>{t("console:sites.list.title")}</h1>
      </header>
      <p className="project__note">{t("console:sites.list.intro")}</p>
      {store.state === "loading" && <p aria-busy="true">{t("console:sites.list.loading")}</p>}
      {store.state === "failed" && (
        <div role="alert" className="projects__empty">
          <p>{t("console:sites.list.failed")}</p>
          <Button variant="outline" onClick={() => void store.load()}>
            {t("console:sites.list.retry")}
          </Button>
        </div>
      )}
      {store.state === "ready" && store.sites.length === 0 && (
        <div className="projects__empty">
          <p>{t("console:sites.list.empty")}</p>
          <Button href="/projects" variant="outline">
            {t("console:sites.list.toProjects")}
          </Button>
        </div>
      )}
      <ul className="site-cards">
        {store.sites.map((site) => (
          <SiteCard key={site.tourId} site={site} />
        ))}
      </ul>
    </section>
  );
});

const SiteCard = observer(({ site }: { readonly site: Site }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const on = (["seo", "og", "ga"] as const).filter((k) => site.configured[k]);
  return (
    <li className="site-card" aria-labelledby={`site-${site.tourId}`}>
      {site.thumbnailUrl !== null && (
        <img className="site-card__thumb" src={site.thumbnailUrl} alt="" loading="lazy" />
      )}
      <div className="site-card__main">
        <h2 id={`site-${site.tourId}`} className="site-card__title">
          {site.title}
        </h2>
        <p className="site-card__url">
          <a href={site.url} target="_blank" rel="noopener noreferrer">
            {site.url}
          </a>
          <CopyButton
            text={site.url}
            label={t("console:sites.list.copyLabel", { title: site.title })}
            copied={t("console:sites.list.copied")}
          >
            {t("console:sites.list.copy")}
          </CopyButton>
        </p>
        <p className="site-card__meta">
          <span>{t("console:sites.list.version", { version: site.version })}</span>
          <span>
            {t("console:sites.list.publishedAt", {
              date: formatDay(site.publishedAt, ui.language),
            })}
          </span>
          <span>{t("console:sites.list.visits", { count: site.visits30Days })}</span>
          <span>
            {t("console:sites.list.headLabel")}:{" "}
            {on.length === 0
              ? t("console:sites.list.none")
              : on.map((k) => k.toUpperCase()).join(", ")}
          </span>
        </p>
        <nav
          className="site-card__actions"
          aria-label={t("console:sites.list.actionsLabel", { title: site.title })}
        >
          <Button size="sm" variant="outline" href={sitePath(site.tourId, "info")}>
            {t("console:sites.list.info")}
          </Button>
          <Button size="sm" variant="outline" href={sitePath(site.tourId, "setting")}>
            {t("console:sites.list.settings")}
          </Button>
          <Button size="sm" variant="outline" href={siteStatisticsPath(site.tourId)}>
            {t("console:sites.list.statistics")}
          </Button>
          <Button size="sm" variant="outline" href={siteEditorPath(site.tourId)}>
            {t("console:sites.list.editor")}
          </Button>
        </nav>
      </div>
    </li>
  );
});
