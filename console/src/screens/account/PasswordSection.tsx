import { passwordChangeSchema, type User } from "@orbis/core/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { PasswordField } from "../auth/PasswordField";
import { passwordProblem } from "../auth/passwordProblem";
import { useAction } from "../auth/useAction";
import { useSignInMethodName } from "./ProfileSection";

/** Which of the form's own checks failed, by message key. */
type Problem = "currentMissing" | "mismatch" | "same";

/**
 * The password change (identity v2 `PATCH /users/me/password`) with core's password rules, said
 * as the new one is typed. Accounts that sign in with a provider have no password here.
 */
export const PasswordSection = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const { profile, ui } = useStores();
  const methodName = useSignInMethodName();
  const titleId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const { busy, error, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passwordProblem(next)) return;
    const change = { currentPassword: current, newPassword: next };
    const checked = passwordChangeSchema.safeParse(change);
    const issue: Problem | null =
      current === ""
        ? "currentMissing"
        : next !== confirm
          ? "mismatch"
          : checked.success
            ? null
            : "same";
    setProblem(issue);
    if (issue) return;
    void run(async () => {
      await profile.changePassword(change);
      setCurrent("");
      setNext("");
      setConfirm("");
      ui.snackbar.show(t("console:account.info.password.changed"), { severity: "success" });
    });
  };

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:account.info.password.title")}</h2>
      {user.signInMethod !== "email" ? (
        <p>
          {t("console:account.info.password.social", {
            provider: methodName(user.signInMethod),
          })}
        </p>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <Field label={t("console:account.info.password.current")}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="current-password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <PasswordField
            label={t("console:account.info.password.new")}
            value={next}
            onChange={setNext}
          />
          <Field label={t("console:account.info.password.confirm")}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                aria-invalid={problem === "mismatch"}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </Field>
          <FormError text={problem ? t(`console:account.info.password.${problem}`) : error} />
          <SubmitButton busy={busy} fullWidth>
            {t("console:account.info.password.submit")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
};
