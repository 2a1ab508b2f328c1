import { useId } from "react";
import { useTranslation } from "react-i18next";
import { passwordProblem } from "./passwordProblem";

/** A new password with core's rules: the hint, then the first broken rule once typing starts. */
export const PasswordField = (props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const hintId = useId();
  const inputId = useId();
  const problem = props.value === "" ? null : passwordProblem(props.value);
  return (
    <div className="auth-field">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        aria-invalid={problem !== null}
        aria-describedby={hintId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <small id={hintId} className={problem ? "auth-field__problem" : "auth-field__hint"}>
        {problem ? t(`console:auth.password.${problem}`) : t("console:auth.register.passwordHint")}
      </small>
    </div>
  );
};
