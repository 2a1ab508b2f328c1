import { type SocialProvider, socialProviderSchema } from "../contract/enums";
import { DEFAULT_RETURN_PATH } from "./returnPath";

/**
 * The providers' real authorize endpoints, used unless a deployment configures others (a test
 * double, a regional endpoint, a newer Graph API version for facebook).
 */
export const defaultAuthorizeUrls = {
  kakao: "https://kauth.kakao.com/oauth/authorize",
  naver: "https://nid.naver.com/oauth2.0/authorize",
  google: "https://accounts.google.com/o/oauth2/v2/auth",
  facebook: "https://www.facebook.com/v19.0/dialog/oauth",
} as const satisfies Record<SocialProvider, string>;

/** What each provider is asked for (docs/product/limits.md): google an email-scoped token, the others a code. */
export const socialAuthorizeParams = {
  kakao: { responseType: "code" },
  naver: { responseType: "code" },
  google: { responseType: "token", scope: "email" },
  facebook: { responseType: "code", scope: "email" },
} as const satisfies Record<SocialProvider, { responseType: "code" | "token"; scope?: string }>;

/** The providers whose return route accepts `?plugin=true` (the CLI's browser login). */
export const pluginProviders: readonly SocialProvider[] = ["kakao", "facebook"];

/** The provider named by a `:socialType` path segment, or null for anything else. */
export const parseSocialProvider = (value: unknown): SocialProvider | null => {
  const parsed = socialProviderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Whether plugin mode is on: asked for, and the provider's return route accepts it. */
export const isPluginMode = (provider: SocialProvider, plugin: boolean | undefined): boolean =>
  plugin === true && pluginProviders.includes(provider);

/** The return path of a provider on the product's own origin, e.g. `/oauth/kakao`. */
export const socialReturnPath = (provider: SocialProvider): string => `/oauth/${provider}`;

/**
 * The return address given to a provider: the origin, the return path, and `?plugin=true` in
 * plugin mode. The code exchange must send this exact address again as its redirect URI.
 */
export const socialReturnUrl = (
  origin: string,
  provider: SocialProvider,
  plugin?: boolean,
): string =>
  `${origin.replace(/\/+$/, "")}${socialReturnPath(provider)}${
    isPluginMode(provider, plugin) ? "?plugin=true" : ""
  }`;

/** How to send a user to a provider's sign-in. */
export interface SocialAuthorizeOptions {
  readonly provider: SocialProvider;
  /** The product's client id at the provider. */
  readonly clientId: string;
  /** The product's own origin, e.g. `https://orbis.example`. */
  readonly origin: string;
  /** Plugin mode (kakao and facebook only; ignored for the others). */
  readonly plugin?: boolean;
  /** In plugin mode, the path to go back to, carried in `state`; defaults to `/`. */
  readonly returnTo?: string;
  /** Outside plugin mode, an anti-forgery value for `state`; naver requires one. */
  readonly state?: string;
  /** Overrides the provider's entry of {@link defaultAuthorizeUrls}. */
  readonly authorizeUrl?: string;
}

/** The provider's authorize URL with client id, return address, response type, scope and state. */
export const socialAuthorizeUrl = (options: SocialAuthorizeOptions): string => {
  const { provider } = options;
  const url = new URL(options.authorizeUrl ?? defaultAuthorizeUrls[provider]);
  const params: { responseType: string; scope?: string } = socialAuthorizeParams[provider];
  url.searchParams.set("client_id", options.clientId);
  url.searchParams.set("redirect_uri", socialReturnUrl(options.origin, provider, options.plugin));
  url.searchParams.set("response_type", params.responseType);
  if (params.scope) url.searchParams.set("scope", params.scope);
  const state = isPluginMode(provider, options.plugin)
    ? (options.returnTo ?? DEFAULT_RETURN_PATH)
    : options.state;
  if (state !== undefined) url.searchParams.set("state", state);
  return url.toString();
};

/** Kakao's token endpoint, used unless a deployment configures another. */
export const KAKAO_TOKEN_URL = "https://kauth.kakao.com/oauth/token";

/**
 * The form the browser posts to Kakao's token endpoint to trade a code for an access token
 * (docs/product/calls.md; Kakao needs no client secret for it). The return address must be the one the
 * authorize request carried, `?plugin=true` included, or Kakao refuses the code.
 */
export const kakaoTokenForm = (input: {
  readonly code: string;
  readonly clientId: string;
  readonly origin: string;
  readonly plugin: boolean;
}): Readonly<Record<string, string>> => ({
  grant_type: "authorization_code",
  client_id: input.clientId,
  redirect_uri: socialReturnUrl(input.origin, "kakao", input.plugin),
  code: input.code,
});
