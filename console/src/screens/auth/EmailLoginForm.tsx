import { safeReturnPath, setPasswordRedirectPath } from "@orbis/core/auth";
import type { ClientKind } from "@orbis/core/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Field } from "../../components/Field";
import { FormError } from "../../components/FormError";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "./useErrorText";

/** Where a signed-in user goes when no usable `redirect` came along. */
export const AFTER_LOGIN_PATH = "/projects";

/** What the form does with the tokens of a CLI login. */
export interface EmailLoginFormProps {
  readonly clientKind: ClientKind;
  /** The `redirect` query: where a web login goes next. */
  readonly redirect?: string | null;
  /** A CLI login's tokens go here instead of becoming this browser's session. */
  readonly onCliTokens?: (tokens: { accessToken: string; refreshToken: string }) => void;
}

/** Email and password, sent with core's typed client; a refusal shows the catalogue's message. */
export const EmailLoginForm = ({ clientKind, redirect, onCliTokens }: EmailLoginFormProps) => {
  const { t } = useTranslation();
  const { signIn, account, ui } = useStores();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // A verified restore link brings a deactivated account back before it signs in.
      const restored = clientKind === "web" && (await account.restoreBeforeLogin("email"));
      const result = await signIn.withEmail({ email, password }, clientKind);
      if (restored) ui.snackbar.show(t("console:account.restore.done"), { severity: "success" });
      const next = safeReturnPath(redirect, AFTER_LOGIN_PATH);
      // A student on their teacher's one-time password sets their own first.
      if (clientKind === "web")
        navigate(result.passwordChangeRequired ? setPasswordRedirectPath(next) : next);
      else onCliTokens?.(result);
    } catch (failure) {
      // A deactivated account or a refused restore link is explained by the restore notice.
      const explained = clientKind === "web" && account.explainsLoginFailure(failure);
      setError(explained ? null : errorText(failure));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit}>
      {/* Students sign in with a login id, which is no address: a text field, email keyboard. */}
      <Field label={t("console:auth.fields.emailOrLoginId")}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("console:auth.fields.password")}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <FormError text={error} />
      <SubmitButton busy={busy} fullWidth>
        {t("console:auth.login.submit")}
      </SubmitButton>
    </form>
  );
};
