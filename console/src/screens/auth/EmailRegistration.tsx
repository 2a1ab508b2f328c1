import { safeReturnPath } from "@orbis/core/auth";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { PendingCode } from "../../stores/auth/PendingCode";
import { useStores } from "../../stores/StoreContext";
import { CodeStep, EmailStep } from "./CodeForms";
import { RegistrationDetails } from "./RegistrationDetails";

/** Where registration stands: the address, then its code, then the account's details. */
type Step =
  | { readonly kind: "email" }
  | { readonly kind: "code"; readonly pending: PendingCode }
  | {
      readonly kind: "details";
      readonly email: string;
      readonly verifyId: string;
      readonly verifyCode: string;
    };

/**
 * Email registration (docs/product/overview.md): the address, the mailed code (checked before going on, so a
 * wrong or expired one is said at once), then name, password and terms; the account's session
 * starts and the register-completed dialog opens.
 */
export const EmailRegistration = () => {
  const { t } = useTranslation();
  const { registration } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ kind: "email" });

  const sendCode = async (email: string) => {
    setStep({ kind: "code", pending: await registration.requestCode(email, "register") });
  };

  switch (step.kind) {
    case "email":
      return (
        <EmailStep
          lead={t("console:auth.register.emailLead")}
          submitLabel={t("console:auth.register.sendCode")}
          onSubmit={sendCode}
        />
      );
    case "code":
      return (
        <CodeStep
          lead={t("console:auth.register.codeLead", { email: step.pending.email })}
          pending={step.pending}
          onConfirm={async (verifyCode) => {
            const { email, verifyId } = step.pending;
            await registration.confirmCode({ email, verifyId, verifyType: "register", verifyCode });
            setStep({ kind: "details", email, verifyId, verifyCode });
          }}
          onRestart={() => setStep({ kind: "email" })}
        />
      );
    case "details":
      return (
        <RegistrationDetails
          onSubmit={async (details) => {
            await registration.registerWithEmail({ ...details, ...step });
            const redirect = new URLSearchParams(location.search).get("redirect");
            const next = redirect
              ? `?${new URLSearchParams({ redirect: safeReturnPath(redirect) })}`
              : "";
            navigate(`/builder/register-completed${next}`);
          }}
        />
      );
  }
};
