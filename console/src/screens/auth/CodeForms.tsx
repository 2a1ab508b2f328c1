import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
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

/** Step two: the six-digit code from the mail, with a way to get a new one. */
export const CodeStep = (props: {
  readonly lead: string;
  readonly onConfirm: (code: string) => Promise<void>;
  readonly onResend?: () => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [resent, setResent] = useState(false);
  const { busy, error, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => props.onConfirm(code.trim()));
  };
  const { onResend } = props;
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
      {resent && <p role="status">{t("console:auth.register.codeResent")}</p>}
      <SubmitButton busy={busy} fullWidth>
        {t("console:auth.register.verify")}
      </SubmitButton>
      {onResend && (
        <button
          type="button"
          className="btn btn--sm btn--text btn--theme-gray"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await onResend();
              setResent(true);
            })
          }
        >
          {t("console:auth.register.resend")}
        </button>
      )}
    </form>
  );
};
