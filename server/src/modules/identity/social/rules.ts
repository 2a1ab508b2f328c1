import { normaliseEmail } from "@orbis/core/auth";
import type { SocialProvider } from "@orbis/core/contract";
import type { ExchangeProvider } from "./providers/codeExchange";
import { PROVIDER_LABELS } from "./providers/types";

/*
 * Pure rules of social login and registration; the handlers only orchestrate around them.
 */

/** What a social login proves itself with, or why it cannot be used here. */
export type LoginProof =
  | { readonly kind: "accessToken"; readonly accessToken: string }
  | { readonly kind: "code"; readonly provider: ExchangeProvider; readonly code: string }
  | { readonly kind: "refused"; readonly message: string };

/**
 * Picks the proof of a login body. The provider's access token wins. A code is used only when the
 * server can exchange it; Google's idToken is never checked here (no JWKS verification), so Google
 * needs its access token.
 */
export const loginProof = (
  provider: SocialProvider,
  body: { readonly accessToken?: string; readonly code?: string; readonly idToken?: string },
  canExchangeCode: boolean,
): LoginProof => {
  if (body.accessToken !== undefined) return { kind: "accessToken", accessToken: body.accessToken };
  const label = PROVIDER_LABELS[provider];
  if (provider === "google") {
    return {
      kind: "refused",
      message:
        "Google sign-in needs the provider's accessToken; an idToken or code is not accepted",
    };
  }
  if (body.code !== undefined && canExchangeCode)
    return { kind: "code", provider, code: body.code };
  if (body.code !== undefined) {
    return {
      kind: "refused",
      message: `This server does not exchange ${label} codes; send the provider's accessToken`,
    };
  }
  return { kind: "refused", message: `${label} sign-in needs the provider's accessToken or code` };
};

/** The address of a new social account and whether it is proven. */
export interface RegistrationEmail {
  readonly address: string;
  /** True when the provider vouched for it; an address the user typed is not proven. */
  readonly verified: boolean;
}

/** The provider's vouched address wins over the typed one (normalised); null when neither. */
export const registrationEmail = (
  providerEmail: string | null,
  typedEmail: string | undefined,
): RegistrationEmail | null => {
  if (providerEmail !== null) return { address: providerEmail, verified: true };
  if (typedEmail !== undefined) return { address: normaliseEmail(typedEmail), verified: false };
  return null;
};
