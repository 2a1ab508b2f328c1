import { pluginProviders, socialAuthorizeUrl } from "@orbis/core/auth";
import type { SocialProvider } from "@orbis/core/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { socialClientOf } from "./socialProviders";
import { newSocialState, rememberSocialState } from "./socialState";

const PROVIDERS: readonly SocialProvider[] = ["kakao", "naver", "google", "facebook"];

/**
 * Sign-in links of the four providers, each to the provider's authorize URL (core's
 * `socialAuthorizeUrl`). A web sign-in carries an anti-forgery `state`, kept when followed. In
 * plugin mode only the providers whose return accepts `plugin=true` show, and `state` carries
 * this login page back, so the CLI's sign-in resumes here.
 */
export const SocialButtons = ({ pluginReturnTo }: { readonly pluginReturnTo?: string }) => {
  const { t } = useTranslation();
  const [state] = useState(newSocialState);
  const plugin = pluginReturnTo !== undefined;
  const shown = plugin ? PROVIDERS.filter((p) => pluginProviders.includes(p)) : PROVIDERS;
  const hrefOf = (provider: SocialProvider): string | undefined => {
    const { clientId, authorizeUrl } = socialClientOf(provider);
    if (clientId === undefined) return undefined;
    return socialAuthorizeUrl({
      provider,
      clientId,
      origin: window.location.origin,
      ...(authorizeUrl ? { authorizeUrl } : {}),
      ...(plugin ? { plugin: true, returnTo: pluginReturnTo } : { state }),
    });
  };
  return (
    <div className="auth-social">
      <p className="auth-social__label">{t("console:auth.login.social")}</p>
      <ul>
        {shown.map((provider) => {
          const href = hrefOf(provider);
          const label = t("console:auth.login.withProvider", {
            provider: t(`console:auth.providers.${provider}`),
          });
          return (
            <li key={provider}>
              <Button
                variant="outline"
                theme="gray"
                fullWidth
                href={href ?? ""}
                disabled={href === undefined}
                className={`auth-social__button auth-social__button--${provider}`}
                {...(href === undefined
                  ? { label: `${label} ${t("console:auth.login.notConfigured")}` }
                  : {})}
                onClick={() => {
                  if (!plugin) rememberSocialState(state);
                }}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
