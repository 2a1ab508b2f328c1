import { passwordChangeSchema } from "@orbis/core/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { PasswordField } from "../auth/PasswordField";
import { passwordProblem } from "../auth/passwordProblem";
import { useAction } from "../auth/useAction";

/** Which of the form's own checks failed, by message key. */
type Problem = "currentMissing" | "mismatch" | "same";

/** What differs between the account page's password change and a student's first password. */
export interface PasswordChangeFormProps {
  /** The label of the current password's field. */
  readonly currentLabel: string;
  readonly submitLabel: string;
  /** Runs once the server took the new password. */
  readonly onChanged: () => void;
}

/**
 * The password change (identity v2 `PATCH /users/me/password`) with core's password rules, said
 * as the new one is typed.
 */
export const PasswordChangeForm = ({
  currentLabel,
  submitLabel,
  onChanged,
}: PasswordChangeFormProps) => {
  const { t } = useTranslation();
  const { profile } = useStores();
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
      onChanged();
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field label={currentLabel}>
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
        {submitLabel}
      </SubmitButton>
    </form>
  );
};
