import { embedSnippet } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";
import { CopyButton } from "./CopyButton";
import { useSiteOutlet } from "./SiteFrame";
import { siteEditorPath, siteStatisticsPath } from "./sitePaths";

/**
 * `/site/:id/info`: the site's address, the version it serves and the publish history, its
 * visits of the last 30 days, and the `<iframe>` snippet to embed it elsewhere.
 */
export const SiteInfoTab = observer(() => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const store = useSiteOutlet();
  const embedId = useId();
  const site = store.site;
  if (site === null) return null;
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`console:sites.info.${key}`, options);
  const snippet = embedSnippet(site.url, site.title);
  return (
    <div className="site-info">
      <dl>
        <dt>{k("address")}</dt>
        <dd>
          <a href={site.url} target="_blank" rel="noopener noreferrer">
            {site.url}
          </a>{" "}
          <CopyButton
            text={site.url}
            label={t("console:sites.list.copyLabel", { title: site.title })}
            copied={t("console:sites.list.copied")}
          >
            {t("console:sites.list.copy")}
          </CopyButton>
        </dd>
        <dt>{k("version")}</dt>
        <dd>
          {k("versionValue", {
            version: site.version,
            date: formatDay(site.publishedAt, ui.language),
          })}
        </dd>
        <dt>{k("visits")}</dt>
        <dd>{site.visits30Days}</dd>
      </dl>
      <div className="site-info__links">
        <Button size="sm" variant="outline" href={siteStatisticsPath(site.tourId)}>
          {k("statistics")}
        </Button>
        <Button size="sm" variant="outline" href={siteEditorPath(site.tourId)}>
          {k("editor")}
        </Button>
      </div>
      <section aria-labelledby={`${embedId}-title`}>
        <h2 id={`${embedId}-title`}>{k("embedTitle")}</h2>
        <p className="project__note">{k("embedHint")}</p>
        <label htmlFor={embedId}>{k("embedLabel")}</label>
        <textarea id={embedId} className="site-info__embed" readOnly rows={3} value={snippet} />
        <CopyButton text={snippet} copied={k("embedCopied")}>
          {k("copyEmbed")}
        </CopyButton>
      </section>
      <section aria-labelledby={`${embedId}-history`}>
        <h2 id={`${embedId}-history`}>{k("history")}</h2>
        <ul className="site-info__history">
          {store.history.map((v) => (
            <li key={v.version}>
              {k("historyItem", {
                version: v.version,
                date: formatDay(v.publishedAt, ui.language),
                slug: v.slug,
              })}
              {v.current && <strong> · {k("current")}</strong>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});
