import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { passwordProblem } from "./passwordProblem";

/** A new password with core's rules: the hint, then the first broken rule once typing starts. */
export const PasswordField = (props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const problem = props.value === "" ? null : passwordProblem(props.value);
  return (
    <Field
      label={props.label}
      hint={t("console:auth.register.passwordHint")}
      error={problem ? t(`console:auth.password.${problem}`) : null}
    >
      {(control) => (
        <input
          {...control}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
};
