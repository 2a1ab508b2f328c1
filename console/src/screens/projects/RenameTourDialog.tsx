import { TOUR_TITLE_MAX_LENGTH } from "@orbis/core/contract";
import { tourTitleProblem } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { tourProblemText } from "./tourProblemText";

/**
 * Renames a tour of the list (`PUT /tours/{id}` with its title): the title's problem (blank,
 * past the contract's limit) on the field, nothing sent until it is a title.
 */
export const RenameTourDialog = observer(
  ({
    tour,
    onClose,
  }: {
    readonly tour: { readonly id: string; readonly title: string };
    readonly onClose: () => void;
  }) => {
    const { t } = useTranslation();
    const { tours, ui } = useStores();
    const [title, setTitle] = useState(tour.title);
    const [checked, setChecked] = useState(false);
    const [busy, setBusy] = useState(false);
    const problem = tourTitleProblem(title);
    const unchanged = title.trim() === tour.title;

    const save = async (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (problem !== null || busy) return;
      if (unchanged) return onClose();
      setBusy(true);
      const saved = await tours.update(tour.id, { title: title.trim() });
      setBusy(false);
      if (saved === null) return;
      ui.snackbar.show(t("console:creator.rename.done", { title: saved.title }), {
        severity: "success",
      });
      onClose();
    };

    return (
      <Modal title={t("console:creator.rename.title")} onClose={onClose}>
        <form className="form" noValidate onSubmit={save}>
          <Field
            label={t("console:creator.rename.label")}
            hint={t("console:creator.details.limitHint", { max: TOUR_TITLE_MAX_LENGTH })}
            error={checked ? tourProblemText(t, "title", problem) : null}
          >
            {(control) => (
              <input
                {...control}
                value={title}
                maxLength={TOUR_TITLE_MAX_LENGTH}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <div className="form__actions">
            <Button variant="outline" theme="gray" onClick={onClose}>
              {t("console:creator.details.cancel")}
            </Button>
            <SubmitButton busy={busy}>{t("console:creator.rename.save")}</SubmitButton>
          </div>
        </form>
      </Modal>
    );
  },
);
