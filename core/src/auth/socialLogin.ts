import { ORBIS_SERVICE } from "../contract/entities/service";
import type { ClientKind } from "../contract/enums";
import { socialReturnUrl } from "./social";
import type { SocialReturn } from "./socialReturn";

/** A provider's answer that carries a credential. */
export type SocialAnswer = Extract<SocialReturn, { ok: true }>;

/** What the social login call is sent as proof of the provider's sign-in. */
export type SocialProof = { readonly accessToken: string } | { readonly code: string };

/** The service fields of the identity service's code-exchange queries. */
const exchangeService = {
  serviceID: ORBIS_SERVICE.serviceId,
  serviceVersion: ORBIS_SERVICE.serviceVersion,
} as const;

/**
 * How to turn a provider's answer into the login's proof (docs/product/screens.md, docs/product/limits.md):
 * - `proof`: google's access token as is; a kakao code goes with the login, for a server
 *   configured for Kakao to trade (the browser has no client secret);
 * - `exchangeNaver` / `exchangeFacebook`: the identity service trades the code for an access
 *   token first (facebook wants the exact return address of the dialog again).
 */
export type SocialProofStep =
  | { readonly kind: "proof"; readonly proof: SocialProof }
  | {
      readonly kind: "exchangeNaver";
      readonly query: typeof exchangeService & { readonly code: string; readonly state: string };
    }
  | {
      readonly kind: "exchangeFacebook";
      readonly query: typeof exchangeService & {
        readonly code: string;
        readonly "redirect-uri": string;
        readonly state?: string;
      };
    };

/** The step from a provider's answer to the social login's proof; `origin` is the product's own. */
export const socialProofStep = (answer: SocialAnswer, origin: string): SocialProofStep => {
  const { provider, credential } = answer;
  if (credential.kind === "accessToken")
    return { kind: "proof", proof: { accessToken: credential.accessToken } };
  if (provider === "naver")
    return {
      kind: "exchangeNaver",
      query: { ...exchangeService, code: credential.code, state: answer.state ?? "" },
    };
  if (provider === "facebook")
    return {
      kind: "exchangeFacebook",
      query: {
        ...exchangeService,
        code: credential.code,
        "redirect-uri": socialReturnUrl(origin, provider, answer.plugin),
        ...(answer.state ? { state: answer.state } : {}),
      },
    };
  return { kind: "proof", proof: { code: credential.code } };
};

/**
 * What a social login's answer becomes: a web login of a registered account is this browser's
 * session; a web login of an address without an account waits for the registration form; a
 * CLI login only hands its tokens back (the terminal keeps its own session slot).
 */
export type SocialLoginOutcome = "session" | "awaitRegistration" | "handBack";

/** The outcome of a social login for a client kind and the answer's `registered` flag. */
export const socialLoginOutcome = (
  clientKind: ClientKind,
  registered: boolean,
): SocialLoginOutcome => {
  if (clientKind !== "web") return "handBack";
  return registered ? "session" : "awaitRegistration";
};
