import type { TourListItem } from "@orbis/core/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "./dates";
import { publicTourPath, tourEditorPath } from "./links";

/**
 * A tour of the list: thumbnail, title, scenes, publish state, public page and editor link
 * (`view` for a coworker's project: the editor itself asks what they may do), and `actions` after
 * them (the row's menu, a student's "submit for review").
 */
export const TourRow = ({
  tour,
  editor,
  actions,
}: {
  readonly tour: TourListItem;
  readonly editor: "edit" | "view";
  readonly actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <li className="tour-row">
      {tour.thumbnailUrl ? (
        <img className="tour-row__thumb" src={tour.thumbnailUrl} alt="" />
      ) : (
        <span className="tour-row__thumb tour-row__thumb--empty" aria-hidden="true" />
      )}
      <span className="tour-row__main">
        <span className="tour-row__title">{tour.title}</span>
        <span className="tour-row__meta">
          {t("console:projects.tours.scenes", { count: tour.sceneCount })} ·{" "}
          {t("console:projects.updated", { date: formatDay(tour.updatedAt, ui.language) })}
        </span>
      </span>
      <PublishState tour={tour} />
      <Button size="sm" variant="outline" href={tourEditorPath(tour.projectId, tour.id)}>
        {editor === "edit" ? t("console:projects.tours.edit") : t("console:creator.readOnly.open")}
      </Button>
      {actions}
    </li>
  );
};

/** Whether a tour is published, since when, and its public page (`/t/{slug}`) when it is. */
export const PublishState = ({ tour }: { readonly tour: TourListItem }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!tour.published || tour.slug === null) {
    return <span className="badge">{t("console:projects.tours.draft")}</span>;
  }
  return (
    <span className="tour-row__publish">
      <span className="badge badge--success">
        {tour.publishedAt
          ? t("console:projects.tours.publishedAt", {
              date: formatDay(tour.publishedAt, ui.language),
            })
          : t("console:projects.tours.published")}
      </span>
      <a href={publicTourPath(tour.slug)} target="_blank" rel="noopener noreferrer">
        {t("console:projects.tours.publicLink")}
      </a>
    </span>
  );
};
