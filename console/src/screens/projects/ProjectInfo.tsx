import { displayName } from "@orbis/core/auth";
import { PROJECT_NAME_MAX_LENGTH } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { CoworkersSection } from "./CoworkersSection";
import { formatDay } from "./dates";

/**
 * A project's information (`/project/:id/info`, `/project/hosting/:id/info`): name (renamed by
 * its owner), dates, owner, coworkers (invited and removed by the owner), and deletion for the
 * owner.
 */
export const ProjectInfo = observer(() => {
  const { t } = useTranslation();
  const { project: open, auth, ui } = useStores();
  const navigate = useNavigate();
  const project = open.current;
  const [name, setName] = useState(project?.name ?? "");
  const [confirming, setConfirming] = useState(false);
  if (!project) return null;
  const owns = auth.user?.id === project.owner.id;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "" || name.trim() === project.name) return;
    if (await open.rename(name.trim())) {
      ui.snackbar.show(t("console:projects.info.renamed"), { severity: "success" });
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (await open.remove()) {
      ui.snackbar.show(t("console:projects.info.deleted"), { severity: "success" });
      navigate(project.kind === "hosting" ? "/projects/hosting" : "/projects/contents");
    }
  };

  return (
    <div className="project-info">
      {owns && (
        <form className="inline-form" onSubmit={rename}>
          <Field layout="row" label={t("console:projects.info.name")}>
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={PROJECT_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton disabled={name.trim() === "" || name.trim() === project.name}>
            {t("console:projects.info.rename")}
          </SubmitButton>
        </form>
      )}
      <dl className="facts">
        <dt>{t("console:projects.info.kind")}</dt>
        <dd>{t(`console:projects.${project.kind}`)}</dd>
        <dt>{t("console:projects.info.created")}</dt>
        <dd>{formatDay(project.createdAt, ui.language)}</dd>
        <dt>{t("console:projects.info.updated")}</dt>
        <dd>{formatDay(project.updatedAt, ui.language)}</dd>
        <dt>{t("console:projects.info.owner")}</dt>
        <dd>{displayName(project.owner)}</dd>
      </dl>
      <CoworkersSection owns={owns} />
      {owns && (
        <Button variant="outline" theme="danger" onClick={() => setConfirming(true)}>
          {t("console:projects.info.delete")}
        </Button>
      )}
      {confirming && (
        <Modal title={t("console:projects.info.deleteTitle")} onClose={() => setConfirming(false)}>
          <p>{t("console:projects.info.deleteText", { name: project.name })}</p>
          <div className="form__actions">
            <Button variant="outline" theme="gray" onClick={() => setConfirming(false)}>
              {t("console:projects.cancel")}
            </Button>
            <Button theme="danger" onClick={() => void remove()}>
              {t("console:projects.info.delete")}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
});
