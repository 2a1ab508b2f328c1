import { termsDecisionFor } from "@orbis/core/auth";
import { DISPLAY_NAME_MAX_LENGTH, type TermsItem } from "@orbis/core/contract";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { PasswordField } from "./PasswordField";
import { passwordProblem } from "./passwordProblem";
import { TermsList } from "./TermsList";
import { useAction } from "./useAction";
import { useErrorText } from "./useErrorText";

/** What the last registration step collects. */
export interface RegistrationDetailsValue {
  readonly name: string;
  readonly password: string;
  readonly agreedTermsIds: string[];
  readonly marketingAgreed: boolean;
}

/**
 * Name, password (core's rules, said before sending) and the service's terms with their viewer.
 * A mandatory term left unticked shows the error snackbar of docs/product/validation.md and sends nothing.
 */
export const RegistrationDetails = ({
  onSubmit,
}: {
  readonly onSubmit: (value: RegistrationDetailsValue) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const { registration, ui } = useStores();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [terms, setTerms] = useState<readonly TermsItem[]>([]);
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  const { busy, error, setError, run } = useAction();
  const errorText = useErrorText();

  useEffect(() => {
    let live = true;
    registration.terms().then(
      (list) => live && setTerms(list),
      (failure: unknown) => live && setError(errorText(failure)),
    );
    return () => {
      live = false;
    };
  }, [registration, errorText, setError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return;
    const decision = termsDecisionFor(terms, [...agreed]);
    if (decision.kind !== "ok") {
      ui.snackbar.show(t("console:auth.register.mandatoryTerms"), { severity: "error" });
      return;
    }
    void run(() =>
      onSubmit({
        name: name.trim(),
        password,
        agreedTermsIds: [...agreed],
        marketingAgreed: decision.marketingAgreed,
      }),
    );
  };

  return (
    <form className="auth-form" onSubmit={submit}>
      <p>{t("console:auth.register.detailsLead")}</p>
      <Field label={t("console:auth.fields.name")}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <PasswordField
        label={t("console:auth.fields.password")}
        value={password}
        onChange={setPassword}
      />
      <TermsList terms={terms} agreed={agreed} onChange={setAgreed} />
      <FormError text={error} />
      <SubmitButton busy={busy} fullWidth>
        {t("console:auth.register.submit")}
      </SubmitButton>
    </form>
  );
};
