import type { SocialProvider } from "@orbis/core/contract";

/**
 * The product's client id at each provider, from the build (`VITE_<PROVIDER>_CLIENT_ID`), and an
 * optional authorize endpoint (`VITE_<PROVIDER>_AUTHORIZE_URL`, core's default otherwise). The
 * contract has no call that tells the browser the server's provider settings, so the build
 * carries them; a provider without a client id shows a disabled button.
 */
export interface SocialClient {
  readonly clientId: string | undefined;
  readonly authorizeUrl: string | undefined;
  /** Kakao's token endpoint (`VITE_KAKAO_TOKEN_URL`): the browser trades Kakao's code itself. */
  readonly tokenUrl: string | undefined;
}

/** The build's settings of one provider (read when used, so a test can set them). */
export const socialClientOf = (provider: SocialProvider): SocialClient => {
  const env = import.meta.env as Record<string, string | undefined>;
  const prefix = provider.toUpperCase();
  return {
    clientId: env[`VITE_${prefix}_CLIENT_ID`] || undefined,
    authorizeUrl: env[`VITE_${prefix}_AUTHORIZE_URL`] || undefined,
    tokenUrl: env[`VITE_${prefix}_TOKEN_URL`] || undefined,
  };
};
