import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useOutletContext, useParams } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import "./projects.css";

/** Which project pages a route tree shows: own tours, a shared project, or an image store. */
export type ProjectVariant = "contents" | "shared" | "hosting";

const TABS: Readonly<Record<ProjectVariant, readonly string[]>> = {
  contents: ["preview", "info", "space", "site"],
  shared: ["preview"],
  hosting: ["preview", "info", "images"],
};

const BASES: Readonly<Record<ProjectVariant, string>> = {
  contents: "/project",
  shared: "/project/shared",
  hosting: "/project/hosting",
};

/** What the pages inside a project know from the layout. */
export interface ProjectOutlet {
  readonly variant: ProjectVariant;
  /**
   * A coworker's project is only looked at here: no creation, no row menus; its tours open in the
   * editor, which asks what the coworker may do there.
   */
  readonly readOnly: boolean;
}

/** The context {@link ProjectPage} gives the page shown inside it. */
export const useProjectOutlet = (): ProjectOutlet => useOutletContext<ProjectOutlet>();

/**
 * The frame of `/project/:id/*`, `/project/shared/:id/*` and `/project/hosting/:id/*`: opens the project
 * (own or shared), shows its name and tabs, and the page of the tab below; or says that there is
 * no such project for this user.
 */
export const ProjectPage = observer(({ variant }: { readonly variant: ProjectVariant }) => {
  const { t } = useTranslation();
  const { project: open, auth } = useStores();
  const id = useParams().id ?? "";

  useEffect(() => {
    void open.open(id);
  }, [open, id]);

  const project = open.current?.id === id ? open.current : null;
  if (!project) {
    const settled = open.currentState === "ready" || open.currentState === "failed";
    return (
      <section className="page project">
        {settled ? (
          <div className="projects__empty" role="alert">
            <p>{t("console:projects.project.notFound")}</p>
            <Button href="/projects" variant="outline">
              {t("console:projects.project.back")}
            </Button>
          </div>
        ) : (
          <p aria-busy="true">{t("console:projects.loading")}</p>
        )}
      </section>
    );
  }
  const base = `${BASES[variant]}/${encodeURIComponent(id)}`;
  const context: ProjectOutlet = { variant, readOnly: variant === "shared" };
  return (
    <section className="page project">
      <header className="projects__header">
        <h1>{project.name}</h1>
      </header>
      {variant === "shared" && (
        <p className="project__note">
          {project.coworkers.some((c) => c.id === auth.user?.id && c.role === "editor")
            ? t("console:creator.readOnly.editorNote")
            : t("console:projects.project.readOnly")}
        </p>
      )}
      <nav className="tabs" aria-label={t("console:projects.project.tabsLabel")}>
        {TABS[variant].map((tab) => (
          <NavLink key={tab} to={`${base}/${tab}`}>
            {t(`console:projects.project.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet context={context} />
    </section>
  );
});
