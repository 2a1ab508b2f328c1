import type { Project } from "@orbis/core/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "./dates";
import { projectPath } from "./links";

/** A project in the list: thumbnail, name, how many tours (or images) and when it last changed. */
export const ProjectCard = ({ project }: { readonly project: Project }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const count =
    project.kind === "hosting"
      ? t("console:projects.imageCount", { count: project.tourCount })
      : t("console:projects.tourCount", { count: project.tourCount });
  return (
    <li className="project-card">
      <Link to={projectPath(project.kind, project.id)} className="project-card__link">
        {project.thumbnailUrl ? (
          <img className="project-card__thumb" src={project.thumbnailUrl} alt="" />
        ) : (
          <span className="project-card__thumb project-card__thumb--empty">
            {t("console:projects.noThumbnail")}
          </span>
        )}
        <span className="project-card__name">{project.name}</span>
      </Link>
      <span className="project-card__meta">
        {project.kind === "contents" && <span>{count}</span>}
        <span>
          {t("console:projects.updated", { date: formatDay(project.updatedAt, ui.language) })}
        </span>
      </span>
    </li>
  );
};
