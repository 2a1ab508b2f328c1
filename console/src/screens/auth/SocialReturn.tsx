import { parseSocialProvider, parseSocialReturn } from "@orbis/core/auth";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { AFTER_LOGIN_PATH } from "./EmailLoginForm";
import { withKakaoToken } from "./kakaoToken";
import { takeSocialState } from "./socialState";
import { useErrorText } from "./useErrorText";
import "./auth.css";

/**
 * `/oauth/:socialType`: a provider sent the user back. The answer (core's `parseSocialReturn`) is
 * exchanged once (a code works once): Kakao's code by the browser, the others through the
 * identity service. A web sign-in checks the
 * anti-forgery `state` this tab sent, then goes to the projects, or to the provider's
 * registration when no account exists yet. In plugin mode it signs the CLI in (client kind
 * `cli`) and returns to the `state` path, the CLI's login page, which posts the tokens.
 */
export const SocialReturn = () => {
  const { t } = useTranslation();
  const { signIn, account, ui } = useStores();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { socialType } = useParams();
  const provider = parseSocialProvider(socialType);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || provider === null) return;
    started.current = true;
    const answer = parseSocialReturn(provider, location);
    const name = t(`console:auth.providers.${provider}`);
    if (!answer.ok) return setFailure(t("console:auth.social.denied", { provider: name }));
    if (!answer.plugin && !takeSocialState(answer.state))
      return setFailure(t("console:auth.social.forged"));
    const origin = window.location.origin;
    const clientKind = answer.plugin ? "cli" : "web";
    let restored = false;
    withKakaoToken(answer, origin)
      .then(async (proof) => {
        // A verified restore link brings a deactivated account back before it signs in.
        if (!answer.plugin) restored = await account.restoreBeforeLogin(provider);
        return signIn.withSocial(proof, origin, clientKind);
      })
      .then(
        (result) => {
          if (restored)
            ui.snackbar.show(t("console:account.restore.done"), { severity: "success" });
          if (answer.plugin) {
            signIn.holdCliTokens(result);
            navigate(answer.returnTo, { replace: true });
          } else if (result.registered) navigate(AFTER_LOGIN_PATH, { replace: true });
          else navigate(`/builder/register/${provider}`, { replace: true });
        },
        (error: unknown) => {
          // The login dialog's restore notice explains a deactivated account or a refused link.
          if (!answer.plugin && account.explainsLoginFailure(error))
            navigate("/builder/login", { replace: true });
          else setFailure(errorText(error));
        },
      );
  }, [account, signIn, errorText, location, navigate, provider, t, ui]);

  return (
    <main className="page auth-page">
      <section className="auth" aria-labelledby="auth-title">
        <h1 id="auth-title">{t("console:auth.login.title")}</h1>
        {provider === null ? (
          <p role="alert">{t("console:auth.social.unknown")}</p>
        ) : failure ? (
          <p role="alert" className="auth__error">
            {failure}
          </p>
        ) : (
          <p role="status">{t("console:auth.social.working")}</p>
        )}
        {(provider === null || failure) && (
          <Link to="/builder/login">{t("console:auth.social.backToLogin")}</Link>
        )}
      </section>
    </main>
  );
};
