import type { ProjectKind } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { projectPath } from "./links";
import { NewProjectDialog } from "./NewProjectDialog";
import { ProjectCard } from "./ProjectCard";
import { SharedProjects } from "./SharedProjects";
import { StorageBar } from "./StorageBar";
import "./projects.css";

/**
 * "My projects" (`/projects/contents`) and the hosting tab (`/projects/hosting`): the storage
 * quota of the tab, the projects of its kind, the "New project" dialog, and on the contents tab
 * the projects shared with the user.
 */
export const ProjectsScreen = observer(({ kind }: { readonly kind: ProjectKind }) => {
  const { t } = useTranslation();
  const { projects } = useStores();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    void projects.loadProjects();
  }, [projects]);

  const list = projects.projectsOf(kind);
  const storage = projects.storage;
  const newLabel = t(
    kind === "hosting" ? "console:projects.newHosting" : "console:projects.newProject",
  );

  return (
    <section className="page projects">
      <header className="projects__header">
        <h1>{t("pages:projects")}</h1>
        <Button onClick={() => setCreating(true)}>{newLabel}</Button>
      </header>
      <nav className="tabs" aria-label={t("console:projects.tabsLabel")}>
        <NavLink to="/projects/contents">{t("console:projects.contents")}</NavLink>
        <NavLink to="/projects/hosting">{t("console:projects.hosting")}</NavLink>
      </nav>
      {storage &&
        (kind === "hosting" ? (
          <StorageBar
            label={t("console:projects.storage.hosting")}
            used={storage.hostingUsageStorageSize}
            total={storage.hostingPlanStorageSize}
          />
        ) : (
          <StorageBar
            label={t("console:projects.storage.contents")}
            used={storage.usageStorageSize}
            total={storage.planStorageSize}
          />
        ))}
      {projects.listState === "failed" && (
        <p className="projects__state" role="alert">
          {t("console:projects.loadFailed")}{" "}
          <Button variant="text" onClick={() => void projects.loadProjects()}>
            {t("console:projects.retry")}
          </Button>
        </p>
      )}
      {projects.listState === "loading" && list.length === 0 && (
        <p className="projects__state" aria-busy="true">
          {t("console:projects.loading")}
        </p>
      )}
      {projects.listState === "ready" && list.length === 0 && (
        <div className="projects__empty">
          <p>
            {t(
              kind === "hosting"
                ? "console:projects.emptyHosting"
                : "console:projects.emptyContents",
            )}
          </p>
          <Button variant="outline" onClick={() => setCreating(true)}>
            {newLabel}
          </Button>
        </div>
      )}
      {list.length > 0 && (
        <ul className="project-grid">
          {list.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      )}
      {kind === "contents" && projects.shared.length > 0 && <SharedProjects />}
      {creating && (
        <NewProjectDialog
          kind={kind}
          onClose={() => setCreating(false)}
          onCreated={(project) => {
            setCreating(false);
            navigate(projectPath(project.kind, project.id));
          }}
        />
      )}
    </section>
  );
});
