import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "../../components/Button";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import type { PendingCode } from "../../stores/auth/PendingCode";
import { useStores } from "../../stores/StoreContext";
import { CodeStep, EmailStep } from "./CodeForms";
import { PasswordField } from "./PasswordField";
import { passwordProblem } from "./passwordProblem";
import { useAction } from "./useAction";
import "./auth.css";

type Step =
  | { readonly kind: "email" }
  | { readonly kind: "code"; readonly pending: PendingCode }
  | {
      readonly kind: "password";
      readonly email: string;
      readonly verifyId: string;
      readonly verifyCode: string;
    }
  | { readonly kind: "done" };

/** The step a visit starts at: the mail's link carries address, ticket and code. */
const firstStep = (search: string): Step => {
  const query = new URLSearchParams(search);
  const email = query.get("email");
  const verifyId = query.get("verifyId");
  const verifyCode = query.get("code");
  return email && verifyId && verifyCode
    ? { kind: "password", email, verifyId, verifyCode }
    : { kind: "email" };
};

/**
 * `/password`: a code mailed to the address, checked, then the new password (core's rules).
 * The reset mail's link opens the last step directly.
 */
export const ResetPassword = () => {
  const { t } = useTranslation();
  const { registration } = useStores();
  const location = useLocation();
  const [step, setStep] = useState<Step>(() => firstStep(location.search));

  const body = () => {
    switch (step.kind) {
      case "email":
        return (
          <EmailStep
            lead={t("console:auth.reset.lead")}
            submitLabel={t("console:auth.reset.sendCode")}
            onSubmit={async (email) => {
              setStep({
                kind: "code",
                pending: await registration.requestCode(email, "reset-password"),
              });
            }}
          />
        );
      case "code":
        return (
          <CodeStep
            lead={t("console:auth.reset.codeLead", { email: step.pending.email })}
            pending={step.pending}
            onConfirm={async (verifyCode) => {
              const { email, verifyId } = step.pending;
              await registration.confirmCode({
                email,
                verifyId,
                verifyType: "reset-password",
                verifyCode,
              });
              setStep({ kind: "password", email, verifyId, verifyCode });
            }}
            onRestart={() => setStep({ kind: "email" })}
          />
        );
      case "password":
        return (
          <NewPassword
            onSubmit={async (password) => {
              await registration.resetPassword({ ...step, password });
              setStep({ kind: "done" });
            }}
          />
        );
      case "done":
        return (
          <>
            <p role="status">{t("console:auth.reset.done")}</p>
            <Button href="/builder/login" fullWidth>
              {t("console:auth.reset.signIn")}
            </Button>
          </>
        );
    }
  };

  return (
    <main className="page auth-page">
      <section className="auth" aria-labelledby="auth-title">
        <h1 id="auth-title">{t("console:auth.reset.title")}</h1>
        {body()}
      </section>
    </main>
  );
};

const NewPassword = ({ onSubmit }: { readonly onSubmit: (password: string) => Promise<void> }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const { busy, error, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passwordProblem(password) === null) void run(() => onSubmit(password));
  };
  return (
    <form className="auth-form" onSubmit={submit}>
      <p>{t("console:auth.reset.passwordLead")}</p>
      <PasswordField
        label={t("console:auth.fields.newPassword")}
        value={password}
        onChange={setPassword}
      />
      <FormError text={error} />
      <SubmitButton busy={busy} fullWidth>
        {t("console:auth.reset.submit")}
      </SubmitButton>
    </form>
  );
};
