import type { SocialProvider } from "@orbis/core/contract";
import type { Config } from "../../../../config";
import { type CodeGrant, type ExchangeProvider, exchangeCode } from "./codeExchange";
import { facebookAdapter } from "./facebook";
import { googleAdapter } from "./google";
import { PROVIDER_TIMEOUT_MS, type ProviderHttp } from "./http";
import { kakaoAdapter } from "./kakao";
import { naverAdapter } from "./naver";
import type { ProviderAdapter } from "./types";

/** The four providers: their user-info adapters and the code exchange, on one configuration. */
export interface SocialProviders {
  readonly adapters: Readonly<Record<SocialProvider, ProviderAdapter>>;
  /** Trades a code for the provider's access token (see `exchangeCode`). */
  readonly exchange: (provider: ExchangeProvider, grant: CodeGrant) => Promise<string>;
}

/** Builds the providers from `config.social`; `timeoutMs` only differs in tests. */
export const createSocialProviders = (
  social: Config["social"],
  fetch: typeof globalThis.fetch,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): SocialProviders => {
  const http: ProviderHttp = { fetch, timeoutMs };
  return {
    adapters: {
      kakao: kakaoAdapter(social.kakao, http),
      naver: naverAdapter(social.naver, http),
      google: googleAdapter(social.google, http),
      facebook: facebookAdapter(social.facebook, http),
    },
    exchange: (provider, grant) => exchangeCode(provider, social[provider], http, grant),
  };
};
