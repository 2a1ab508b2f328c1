import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { siteEditorPath, sitePath } from "../sites/sitePaths";
import { PublishState } from "./TourRow";

/**
 * `/project/:id/space` and `/project/:id/site`: each tour of the project (a space, docs/architecture.md#decisions-where-the-product-is-silent)
 * with its publish state and, once published, its public page at `/t/{slug}` and its site's
 * settings and information (`/site/:id/*`).
 */
export const ProjectPublishing = observer(() => {
  const { t } = useTranslation();
  const { project, tours } = useStores();
  const projectId = project.current?.id;

  useEffect(() => {
    // Every tour on one page: the publish overview is not paged (the list call allows 100).
    if (projectId) void tours.load({ offset: 0, limit: 100, search: "", publish: undefined });
  }, [tours, projectId]);

  const { items, state } = tours;
  return (
    <div className="project-publishing">
      <p className="project__note">{t("console:projects.tours.publishHint")}</p>
      <p className="project__note">
        <Link to="/sites">{t("console:sites.list.title")}</Link>: {t("console:sites.list.intro")}
      </p>
      {state === "ready" && items.length === 0 && (
        <p className="projects__empty">{t("console:projects.tours.empty")}</p>
      )}
      <ul className="tour-list">
        {items.map((tour) => (
          <li key={tour.id} className="tour-row">
            <span className="tour-row__main">
              <span className="tour-row__title">{tour.title}</span>
            </span>
            <PublishState tour={tour} />
            <Button size="sm" variant="outline" href={siteEditorPath(tour.id)}>
              {t("console:siteEditor.editLink")}
            </Button>
            {tour.published && (
              <span className="tour-row__site">
                <Button size="sm" variant="outline" href={sitePath(tour.id, "setting")}>
                  {t("console:sites.list.settings")}
                </Button>
                <Button size="sm" variant="text" href={sitePath(tour.id, "info")}>
                  {t("console:sites.list.info")}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
