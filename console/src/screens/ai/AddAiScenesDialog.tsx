import type { AiImage } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { AiSceneTargets } from "../../stores/ai/AiSceneTargets";
import { useStores } from "../../stores/StoreContext";

/**
 * "Add as scenes": the caller's projects and the chosen project's tours; each ticked complete
 * image becomes a new scene of the chosen tour (tiled in the background, like an upload). The
 * scenes added are said in a snackbar; an image the server refused is said in the dialog with
 * its reason, and the dialog stays open for it.
 */
export const AddAiScenesDialog = observer(
  ({ images, onClose }: { readonly images: readonly AiImage[]; readonly onClose: () => void }) => {
    const { t } = useTranslation(AI_IMAGES_NAMESPACE);
    const { api, aiImages, projects, ui, log } = useStores();
    const [targets] = useState(() => new AiSceneTargets({ api, projects, log }));
    // What the dialog adds; after a partial refusal, only the refused images are left to try.
    const [named, setNamed] = useState(images);
    const [busy, setBusy] = useState(false);
    const [refusals, setRefusals] = useState<string[]>([]);

    useEffect(() => {
      void targets.load();
    }, [targets]);

    const add = async () => {
      const tour = targets.tour;
      if (tour === undefined) return;
      setBusy(true);
      setRefusals([]);
      const outcome = await aiImages.addToTour(tour.id, named);
      setBusy(false);
      if (outcome.added.length > 0)
        ui.snackbar.show(
          t("gallery.scenes.done", { count: outcome.added.length, tour: tour.title }),
          { severity: "success" },
        );
      if (outcome.refused.length === 0) {
        onClose();
        return;
      }
      setNamed(outcome.refused.map(({ image }) => image));
      setRefusals(
        outcome.refused.map(({ image, error }) =>
          t("gallery.scenes.failed", {
            prompt: image.prompt,
            reason: errorText(t, error, { serverWords: true }),
          }),
        ),
      );
    };

    const loading = targets.projectsState === "loading" || targets.projectsState === "idle";
    return (
      <Modal title={t("gallery.scenes.title")} onClose={onClose}>
        <p>{t("gallery.scenes.lead", { count: named.length })}</p>
        {loading ? (
          <p role="status">{t("gallery.scenes.loading")}</p>
        ) : targets.projects.length === 0 ? (
          <p>{t("gallery.scenes.noProjects")}</p>
        ) : (
          <>
            <Field label={t("gallery.scenes.project")}>
              {(control) => (
                <select
                  {...control}
                  value={targets.projectId ?? ""}
                  disabled={busy}
                  onChange={(event) => void targets.chooseProject(event.target.value)}
                >
                  {targets.projects.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {targets.toursState === "loading" ? (
              <p role="status">{t("gallery.scenes.loading")}</p>
            ) : targets.tours.length === 0 ? (
              <p>{t("gallery.scenes.noTours")}</p>
            ) : (
              <Field label={t("gallery.scenes.tour")}>
                {(control) => (
                  <select
                    {...control}
                    value={targets.tourId ?? ""}
                    disabled={busy}
                    onChange={(event) => targets.chooseTour(event.target.value)}
                  >
                    {targets.tours.map((tour) => (
                      <option key={tour.id} value={tour.id}>
                        {tour.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </>
        )}
        {refusals.length > 0 && (
          <ul role="alert" className="form-error">
            {refusals.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <div className="ai-dialog__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("gallery.scenes.cancel")}
          </Button>
          <Button disabled={busy || targets.tour === undefined} onClick={() => void add()}>
            {busy ? t("gallery.scenes.adding") : t("gallery.scenes.confirm")}
          </Button>
        </div>
      </Modal>
    );
  },
);
