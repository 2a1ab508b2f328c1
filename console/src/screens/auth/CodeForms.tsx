import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import type { PendingCode } from "../../stores/auth/PendingCode";
import { ResendCode } from "./ResendCode";
import { useAction } from "./useAction";

/** Step one of registration and reset: the address a code is mailed to. */
export const EmailStep = (props: {
  readonly lead: string;
  readonly submitLabel: string;
  readonly initial?: string;
  readonly onSubmit: (email: string) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState(props.initial ?? "");
  const { busy, error, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => props.onSubmit(email.trim()));
  };
  return (
    <form className="auth-form" onSubmit={submit}>
      <p>{props.lead}</p>
      <Field label={t("console:auth.fields.email")}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <FormError text={error} />
      <SubmitButton busy={busy} fullWidth>
        {props.submitLabel}
      </SubmitButton>
    </form>
  );
};

/** Step two: the six-digit code from the mail, with a way to get a new one for the same request. */
export const CodeStep = observer(
  (props: {
    readonly lead: string;
    readonly onConfirm: (code: string) => Promise<void>;
    /** The code waited for; without it the form offers no new code. */
    readonly pending?: PendingCode;
    /** Back to the address step, when the request can have no more codes. */
    readonly onRestart?: () => void;
  }) => {
    const { t } = useTranslation();
    const [code, setCode] = useState("");
    const { busy, error, run } = useAction();
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void run(() => props.onConfirm(code.trim()));
    };
    return (
      <form className="auth-form" onSubmit={submit}>
        <p>{props.lead}</p>
        <Field label={t("console:auth.fields.code")}>
          {(control) => (
            <input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <FormError text={error} />
        <SubmitButton busy={busy} fullWidth>
          {t("console:auth.register.verify")}
        </SubmitButton>
        {props.pending && (
          <ResendCode pending={props.pending} disabled={busy} onRestart={props.onRestart} />
        )}
      </form>
    );
  },
);
