import { displayName } from "@orbis/core/auth";
import { type CoworkerRole, emailSchema } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";

/**
 * A project's coworkers: the list with their roles; its owner invites an account by email as an
 * editor or a viewer and removes coworkers; a coworker can leave the project.
 */
export const CoworkersSection = observer(({ owns }: { readonly owns: boolean }) => {
  const { t } = useTranslation();
  const { project, auth, ui } = useStores();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CoworkerRole>("editor");
  const wellFormed = emailSchema.safeParse(email.trim()).success;

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (!wellFormed) return;
    if (await project.inviteCoworker(email, role)) {
      ui.snackbar.show(t("console:coworkers.invited", { email: email.trim() }), {
        severity: "success",
      });
      setEmail("");
    }
  };
  const remove = async (userId: string, self: boolean) => {
    if (!(await project.removeCoworker(userId))) return;
    ui.snackbar.show(t(self ? "console:coworkers.left" : "console:coworkers.removed"), {
      severity: "success",
    });
  };

  return (
    <section className="coworkers-section">
      <h2>{t("console:projects.info.coworkers")}</h2>
      {project.coworkers.length === 0 ? (
        <p>{t("console:projects.info.noCoworkers")}</p>
      ) : (
        <ul className="coworkers">
          {project.coworkers.map((coworker) => {
            const self = coworker.id === auth.user?.id;
            return (
              <li key={coworker.id}>
                {displayName(coworker)} · {t(`console:projects.info.${coworker.role}`)}{" "}
                {(owns || self) && (
                  <Button
                    size="sm"
                    variant="text"
                    theme="danger"
                    label={
                      self
                        ? t("console:coworkers.leave")
                        : t("console:coworkers.removeWho", { name: displayName(coworker) })
                    }
                    onClick={() => void remove(coworker.id, self)}
                  >
                    {self ? t("console:coworkers.leave") : t("console:coworkers.remove")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {owns && (
        <form className="inline-form" onSubmit={invite} noValidate>
          <Field layout="row" label={t("console:coworkers.email")}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                aria-invalid={email.trim() !== "" && !wellFormed}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field layout="row" label={t("console:coworkers.role")}>
            {(control) => (
              <select
                {...control}
                value={role}
                onChange={(e) => setRole(e.target.value as CoworkerRole)}
              >
                <option value="editor">{t("console:projects.info.editor")}</option>
                <option value="viewer">{t("console:projects.info.viewer")}</option>
              </select>
            )}
          </Field>
          <SubmitButton disabled={!wellFormed}>{t("console:coworkers.invite")}</SubmitButton>
          <p className="field-help">{t("console:coworkers.help")}</p>
        </form>
      )}
    </section>
  );
});
