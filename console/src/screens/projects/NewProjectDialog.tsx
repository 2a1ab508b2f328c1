import { PROJECT_NAME_MAX_LENGTH, type Project, type ProjectKind } from "@orbis/core/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field, fieldNoteId } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";

/**
 * The "New project" dialog: a name, the kind given by the tab it was opened from. Create waits
 * for a name and says so under the field. A refusal (70001 over the plan's project count) shows
 * the catalogue's snackbar and keeps the dialog open, so the name is not lost.
 */
export const NewProjectDialog = ({
  kind,
  onClose,
  onCreated,
}: {
  readonly kind: ProjectKind;
  readonly onClose: () => void;
  readonly onCreated: (project: Project) => void;
}) => {
  const { t } = useTranslation();
  const { projects, ui } = useStores();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const empty = name.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || name.trim() === "") return;
    setBusy(true);
    const project = await projects.createProject(name, kind);
    setBusy(false);
    if (!project) return;
    ui.snackbar.show(t("console:projects.created", { name: project.name }), {
      severity: "success",
    });
    onCreated(project);
  };

  return (
    <Modal
      title={t(kind === "hosting" ? "console:projects.newHosting" : "console:projects.newProject")}
      onClose={onClose}
      className="new-project"
    >
      <form onSubmit={submit} className="form">
        <Field
          id={inputId}
          label={t("console:projects.nameLabel")}
          hint={empty ? t("console:projects.nameNeeded") : undefined}
        >
          {(control) => (
            <input
              {...control}
              value={name}
              required
              maxLength={PROJECT_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:projects.cancel")}
          </Button>
          <SubmitButton busy={busy} disabled={empty} describedBy={fieldNoteId(inputId)}>
            {t("console:projects.create")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
};
