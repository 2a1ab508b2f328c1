import type { SocialProvider } from "@orbis/core/contract";

/** What Orbis keeps of a provider's user. */
export interface SocialProfile {
  /** The provider's stable id of the user, as text (Kakao's is a number on the wire). */
  readonly providerUserId: string;
  /**
   * Normalised address the provider vouches for (verified by it); null when it shared none or
   * did not vouch for it, so the registration asks the user and keeps it unverified.
   */
  readonly email: string | null;
  /** The name or nickname the provider shared, if any. */
  readonly name: string | null;
}

/** One provider's user-info API: reads the user behind an access token. */
export interface ProviderAdapter {
  readonly provider: SocialProvider;
  /** Throws 401/110008 naming the provider on any failure (refusal, bad shape, no answer). */
  readonly fetchProfile: (accessToken: string) => Promise<SocialProfile>;
}

/** The providers' public endpoints, used when the environment configures none. */
export const PROVIDER_DEFAULTS = {
  kakao: { apiUrl: "https://kapi.kakao.com", tokenUrl: "https://kauth.kakao.com/oauth/token" },
  naver: { apiUrl: "https://openapi.naver.com", tokenUrl: "https://nid.naver.com/oauth2.0/token" },
  google: { apiUrl: "https://www.googleapis.com", tokenUrl: null },
  facebook: {
    apiUrl: "https://graph.facebook.com",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
  },
} as const satisfies Record<SocialProvider, { apiUrl: string; tokenUrl: string | null }>;

/** How providers are named in messages. */
export const PROVIDER_LABELS = {
  kakao: "Kakao",
  naver: "Naver",
  google: "Google",
  facebook: "Facebook",
} as const satisfies Record<SocialProvider, string>;

/** Joins a configured base URL and a path, whatever slashes the operator wrote. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
