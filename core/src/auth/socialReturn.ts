import type { SocialProvider } from "../contract/enums";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "./returnPath";
import { isPluginMode } from "./social";

/** The parts of the return address a provider sent the user back to (`window.location` fits). */
export interface ReturnLocation {
  /** The query, with or without its leading `?`. */
  readonly search: string;
  /** The fragment, with or without its leading `#`. */
  readonly hash: string;
}

/** What a provider handed back: google an access token directly, the others a code to exchange. */
export type SocialCredential =
  | { readonly kind: "accessToken"; readonly accessToken: string }
  | { readonly kind: "code"; readonly code: string };

/** The reading of a social login return. */
export type SocialReturn =
  | {
      readonly ok: true;
      readonly provider: SocialProvider;
      readonly credential: SocialCredential;
      /** The raw `state`, which the naver and facebook token calls send back. */
      readonly state: string | null;
      readonly plugin: boolean;
      /** Where to go once signed in: the `state` path in plugin mode, else `/`. */
      readonly returnTo: string;
    }
  | {
      readonly ok: false;
      readonly provider: SocialProvider;
      /** `denied`: the provider reported an error (often the user cancelled); `missing`: nothing came. */
      readonly reason: "denied" | "missing";
      readonly error?: string;
    };

const paramsOf = (part: string): URLSearchParams => new URLSearchParams(part.replace(/^[?#]/, ""));

/**
 * Reads a social login return (docs/product/screens.md, docs/product/calls.md): google puts `access_token` in the URL hash, the
 * others put `code` and `state` in the query. Plugin mode comes from the query's `plugin=true`
 * on the providers that accept it; then `state` is the path to go back to, if it is a safe one.
 */
export const parseSocialReturn = (
  provider: SocialProvider,
  location: ReturnLocation,
): SocialReturn => {
  const query = paramsOf(location.search);
  const carrier = provider === "google" ? paramsOf(location.hash) : query;
  const error = carrier.get("error");
  if (error) return { ok: false, provider, reason: "denied", error };
  const value = carrier.get(provider === "google" ? "access_token" : "code");
  if (!value) return { ok: false, provider, reason: "missing" };
  const credential: SocialCredential =
    provider === "google"
      ? { kind: "accessToken", accessToken: value }
      : { kind: "code", code: value };
  const state = carrier.get("state");
  const plugin = isPluginMode(provider, query.get("plugin") === "true");
  const returnTo = plugin ? safeReturnPath(state) : DEFAULT_RETURN_PATH;
  return { ok: true, provider, credential, state, plugin, returnTo };
};
