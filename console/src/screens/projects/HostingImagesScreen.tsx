import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { HostingImages } from "./HostingImages";
import { StorageBar } from "./StorageBar";
import "./projects.css";

/**
 * `/projects/hosting-images/:id` ("360° image storage"): one hosting project's images with
 * upload, under the hosting storage quota and its 95 % warning.
 */
export const HostingImagesScreen = observer(() => {
  const { t } = useTranslation();
  const { projects, project: open } = useStores();
  const id = useParams().id ?? "";

  useEffect(() => {
    void open.open(id);
    void projects.loadStorage();
  }, [projects, open, id]);

  const project = open.current?.id === id ? open.current : null;
  const storage = projects.storage;
  const settled = open.currentState === "ready" || open.currentState === "failed";
  return (
    <section className="page projects">
      <header className="projects__header">
        <h1>{t("pages:hostingImages")}</h1>
      </header>
      {storage && (
        <StorageBar
          label={t("console:projects.storage.hosting")}
          used={storage.hostingUsageStorageSize}
          total={storage.hostingPlanStorageSize}
        />
      )}
      {project?.kind === "hosting" ? (
        <>
          <h2>{project.name}</h2>
          <HostingImages upload />
        </>
      ) : settled ? (
        <div className="projects__empty" role="alert">
          <p>{t("console:projects.project.notFound")}</p>
          <Button href="/projects/hosting" variant="outline">
            {t("console:projects.project.back")}
          </Button>
        </div>
      ) : (
        <p aria-busy="true">{t("console:projects.loading")}</p>
      )}
    </section>
  );
});
