import type { TourListItem } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useStores } from "../../stores/StoreContext";

/**
 * Asks before deleting a tour, naming it and what goes with it: its scenes, its published
 * versions (read from the tour's history) and its public page; then `DELETE /tours/{id}`, the
 * list and the storage bar showing the tour gone and its storage given back.
 */
export const DeleteTourDialog = observer(
  ({ tour, onClose }: { readonly tour: TourListItem; readonly onClose: () => void }) => {
    const { t } = useTranslation();
    const { tours, ui } = useStores();
    const [versions, setVersions] = useState<number | null>(null);
    const [busy, setBusy] = useState(false);

    useEffect(() => {
      let live = true;
      void tours.details(tour.id).then((found) => {
        if (live && found !== null) setVersions(found.publishHistory.length);
      });
      return () => {
        live = false;
      };
    }, [tours, tour.id]);

    const remove = async () => {
      setBusy(true);
      const removed = await tours.remove(tour.id);
      setBusy(false);
      if (!removed) return;
      ui.snackbar.show(t("console:creator.remove.done", { title: tour.title }), {
        severity: "success",
      });
      onClose();
    };

    const live = tour.published && tour.slug !== null;
    return (
      <Modal title={t("console:creator.remove.title")} onClose={onClose}>
        <p>{t("console:creator.remove.scenes", { title: tour.title, count: tour.sceneCount })}</p>
        {versions !== null && versions > 0 && (
          <p>
            {live
              ? t("console:creator.remove.versions", { count: versions, slug: tour.slug })
              : t("console:creator.remove.versionsOffline", { count: versions })}
          </p>
        )}
        <p>{t("console:creator.remove.storage")}</p>
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:creator.remove.cancel")}
          </Button>
          <Button theme="danger" disabled={busy} onClick={() => void remove()}>
            {t("console:creator.remove.confirm")}
          </Button>
        </div>
      </Modal>
    );
  },
);
