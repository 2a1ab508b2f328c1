import { cliCallbackFields } from "@orbis/core/auth";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { EmailLoginForm } from "./EmailLoginForm";
import { postToCli } from "./postToCli";
import { SocialButtons } from "./SocialButtons";

/** The checked plugin-mode request: the CLI's loopback callback and its `state`. */
export interface CliLoginProps {
  readonly callbackUrl: string;
  readonly state: string;
  /** This page, for a social provider to bring the user back to. */
  readonly returnTo: string;
}

/**
 * Signing the Orbis CLI in: a login of client kind `cli` (a session slot apart, so this
 * browser's own session is left alone) whose tokens are posted to the CLI's callback. Tokens of
 * a social sign-in finished on the provider's return page arrive through the sign-in store.
 */
export const CliLogin = observer(({ callbackUrl, state, returnTo }: CliLoginProps) => {
  const { t } = useTranslation();
  const { signIn } = useStores();
  const [done, setDone] = useState<"signedIn" | "cancelled" | null>(null);

  const handOver = (tokens: { accessToken: string; refreshToken: string }) => {
    setDone("signedIn");
    postToCli(callbackUrl, cliCallbackFields(state, { kind: "signedIn", ...tokens }));
  };

  const held = signIn.cliTokens;
  useEffect(() => {
    if (!held) return;
    signIn.holdCliTokens(null);
    setDone("signedIn");
    postToCli(callbackUrl, cliCallbackFields(state, { kind: "signedIn", ...held }));
  }, [held, signIn, callbackUrl, state]);

  const cancel = () => {
    setDone("cancelled");
    postToCli(callbackUrl, cliCallbackFields(state, { kind: "cancelled" }));
  };

  return (
    <section className="auth" aria-labelledby="auth-title">
      <h3 id="auth-title">{t("console:auth.cli.title")}</h3>
      {done ? (
        <p role="status">{t(`console:auth.cli.${done}`)}</p>
      ) : (
        <>
          <p>{t("console:auth.cli.lead")}</p>
          <EmailLoginForm clientKind="cli" onCliTokens={handOver} />
          <SocialButtons pluginReturnTo={returnTo} />
          <Button variant="text" theme="gray" fullWidth onClick={cancel}>
            {t("console:auth.cli.cancel")}
          </Button>
        </>
      )}
    </section>
  );
});
