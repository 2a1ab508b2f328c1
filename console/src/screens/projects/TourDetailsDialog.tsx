import type { Tour, TourUpdate } from "@orbis/core/contract";
import {
  checkTourDetails,
  type TourDetailsForm,
  type TourDetailsProblems,
  tourDetailsChanges,
  tourDetailsFormOf,
} from "@orbis/core/tours";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { TourDetailsFields } from "./TourDetailsFields";

/** The parts of a tour the dialog edits. */
export type TourDetailsSource = Pick<Tour, "title" | "description" | "settings">;

/**
 * "Tour details" (from a tour's row and from the editor): title, description and the settings
 * `PUT /tours/{id}` takes. The form is checked by core's rule before anything is sent, each
 * problem on its field; only what changed is sent, and a plan refusal (SEO, OG, GA) says itself
 * in the snackbar, the dialog staying open.
 */
export const TourDetailsDialog = ({
  load,
  save,
  onClose,
}: {
  /** The tour as it is now; null when it could not be read. */
  readonly load: () => Promise<TourDetailsSource | null>;
  /** Sends the changes; true when saved. */
  readonly save: (update: TourUpdate) => Promise<boolean>;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const [tour, setTour] = useState<TourDetailsSource | null | "loading">("loading");
  const [form, setForm] = useState<TourDetailsForm | null>(null);
  const [problems, setProblems] = useState<TourDetailsProblems>({});
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the dialog opens
  useEffect(() => {
    let live = true;
    void load().then((found) => {
      if (!live) return;
      setTour(found);
      if (found !== null) setForm(tourDetailsFormOf(found));
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form === null || tour === null || tour === "loading" || busy) return;
    const check = checkTourDetails(form);
    if (!check.ok) return setProblems(check.problems);
    setProblems({});
    const update = tourDetailsChanges(tour, check.value);
    if (update === null) return onClose();
    setBusy(true);
    const saved = await save(update);
    setBusy(false);
    if (!saved) return;
    ui.snackbar.show(t("console:creator.details.saved"), { severity: "success" });
    onClose();
  };

  return (
    <Modal
      title={t("console:creator.details.title")}
      onClose={onClose}
      className="tour-details-dialog"
    >
      {tour === "loading" && <p aria-busy="true">{t("console:creator.details.loading")}</p>}
      {tour === null && <p role="alert">{t("console:creator.details.loadFailed")}</p>}
      {form !== null && (
        <form className="form" noValidate onSubmit={submit}>
          <TourDetailsFields
            form={form}
            problems={problems}
            change={(change) => setForm({ ...form, ...change })}
          />
          <div className="form__actions">
            <Button variant="outline" theme="gray" onClick={onClose}>
              {t("console:creator.details.cancel")}
            </Button>
            <SubmitButton busy={busy}>{t("console:creator.details.save")}</SubmitButton>
          </div>
        </form>
      )}
      {form === null && (
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:creator.details.cancel")}
          </Button>
        </div>
      )}
    </Modal>
  );
};
