import { termsDecisionFor } from "@orbis/core/auth";
import {
  DISPLAY_NAME_MAX_LENGTH,
  emailSchema,
  type SocialProvider,
  type TermsItem,
} from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { TermsList } from "../auth/TermsList";
import { useAction } from "../auth/useAction";
import { useErrorText } from "../auth/useErrorText";
import { nameProblem } from "./nameProblem";
import "./account.css";

/**
 * `/builder/register/:provider` after a social sign-in that found no account: name, the email
 * when the provider shared none, and the service's terms (a mandatory term left unticked shows
 * the error snackbar of docs/product/validation.md and sends nothing). `POST /users/register/{provider}` goes with
 * the sign-in's registration token; the new account's session starts and the welcome opens.
 */
export const SocialRegistration = observer(
  ({ provider }: { readonly provider: SocialProvider }) => {
    const { t } = useTranslation();
    const { registration, account, ui } = useStores();
    const navigate = useNavigate();
    const errorText = useErrorText();
    const pending = registration.pending?.provider === provider ? registration.pending : null;
    const providerName = t(`console:auth.providers.${provider}`);
    const [name, setName] = useState("");
    const [email, setEmail] = useState("");
    const [terms, setTerms] = useState<readonly TermsItem[]>([]);
    const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
    const [problem, setProblem] = useState<string | null>(null);
    const { busy, error, setError, run } = useAction();

    const waiting = pending !== null;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      registration.terms().then(
        (list) => live && setTerms(list),
        (failure: unknown) => live && setError(errorText(failure)),
      );
      return () => {
        live = false;
      };
    }, [registration, errorText, setError, waiting]);

    if (pending === null)
      return (
        <div className="account-notice">
          <p role="alert">{t("console:account.social.noSignIn", { provider: providerName })}</p>
        </div>
      );

    const submit = (event: FormEvent) => {
      event.preventDefault();
      const nameIssue = nameProblem(name);
      const emailWrong = pending.email === null && !emailSchema.safeParse(email.trim()).success;
      setProblem(
        nameIssue
          ? t(`console:account.info.profile.${nameIssue}`, {
              field: t("console:auth.fields.name"),
              max: DISPLAY_NAME_MAX_LENGTH,
            })
          : emailWrong
            ? t("console:account.social.emailProblem")
            : null,
      );
      if (nameIssue || emailWrong) return;
      const decision = termsDecisionFor(terms, [...agreed]);
      if (decision.kind !== "ok") {
        ui.snackbar.show(t("console:auth.register.mandatoryTerms"), { severity: "error" });
        return;
      }
      void run(async () => {
        await account.registerWithSocial({
          name: name.trim(),
          ...(pending.email === null ? { email: email.trim() } : {}),
          agreedTermsIds: [...agreed],
          marketingAgreed: decision.marketingAgreed,
        });
        navigate("/builder/register-completed", { replace: true });
      });
    };

    return (
      <form className="auth-form account-form" onSubmit={submit} noValidate>
        <p>{t("console:account.social.lead", { provider: providerName })}</p>
        {pending.email !== null ? (
          <p>{t("console:account.social.sharedEmail", { email: pending.email })}</p>
        ) : (
          <Field
            label={t("console:auth.fields.email")}
            hint={t("console:account.social.emailHint", { provider: providerName })}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
        )}
        <Field label={t("console:auth.fields.name")}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <TermsList terms={terms} agreed={agreed} onChange={setAgreed} />
        <FormError text={problem ?? error} />
        <SubmitButton busy={busy} fullWidth>
          {t("console:auth.register.submit")}
        </SubmitButton>
      </form>
    );
  },
);
