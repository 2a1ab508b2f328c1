import type { SocialProvider } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { OAuth2Tokens } from "arctic";
import type { SocialProviderConfig } from "../../../../config";
import { callProvider, type ProviderHttp, providerRefusal } from "./http";
import { PROVIDER_DEFAULTS, PROVIDER_LABELS } from "./types";

/*
 * The authorisation-code exchange is our own request rather than arctic's: arctic's Naver, Kakao
 * and Facebook classes hard-code the providers' endpoints (a deployment or a test cannot point
 * them elsewhere), and its generic OAuth2Client sends the client secret as HTTP Basic, which
 * these providers do not accept: they want it in the form body. arctic's OAuth2Tokens still reads
 * the answer, so the token parsing is the library's.
 */

/** The providers whose authorisation code the server can trade for an access token. */
export type ExchangeProvider = Exclude<SocialProvider, "google">;

/** What a code exchange sends besides the client credentials. */
export interface CodeGrant {
  readonly code: string;
  /** The exact return address the authorisation request used. */
  readonly redirectUri: string;
  /** Naver requires the state of the authorisation request again. */
  readonly state?: string;
}

/** Kakao's client secret is optional (an app setting); Naver and Facebook always need theirs. */
const SECRET_REQUIRED: Record<ExchangeProvider, boolean> = {
  kakao: false,
  naver: true,
  facebook: true,
};

/** The environment variables a provider's code exchange still needs, e.g. `NAVER_CLIENT_ID`. */
export const missingClientEnv = (
  provider: ExchangeProvider,
  config: SocialProviderConfig,
): string[] => {
  const prefix = provider.toUpperCase();
  const missing: string[] = [];
  if (config.clientId === undefined) missing.push(`${prefix}_CLIENT_ID`);
  if (SECRET_REQUIRED[provider] && config.clientSecret === undefined)
    missing.push(`${prefix}_CLIENT_SECRET`);
  return missing;
};

/** A short, safe reason from an OAuth error body (`error`, or Facebook's `error.type`). */
const oauthError = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const { error } = body;
  if (typeof error === "string") return error.slice(0, 64);
  if (typeof error === "object" && error !== null && "type" in error)
    return String(error.type).slice(0, 64);
  return "error";
};

/**
 * Trades an authorisation code for the provider's access token with the RFC 6749 form
 * (client secret in the body). 503/10503 naming the missing variables when the client is not
 * configured; 401/110008 for any refusal, including Naver's errors sent with HTTP 200.
 */
export const exchangeCode = async (
  provider: ExchangeProvider,
  config: SocialProviderConfig,
  http: ProviderHttp,
  grant: CodeGrant,
): Promise<string> => {
  const missing = missingClientEnv(provider, config);
  if (missing.length > 0 || config.clientId === undefined) {
    throw new AppError(ErrorCode.unavailable, {
      message: `${PROVIDER_LABELS[provider]} login is not configured: set ${missing.join(" and ")}`,
      details: { provider, missing },
    });
  }
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: config.clientId,
  });
  if (config.clientSecret !== undefined) form.set("client_secret", config.clientSecret);
  if (grant.state !== undefined) form.set("state", grant.state);
  const answer = await callProvider(
    http,
    provider,
    config.tokenUrl ?? PROVIDER_DEFAULTS[provider].tokenUrl,
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: form.toString(),
    },
  );
  const error = oauthError(answer.body);
  if (answer.status !== 200 || error !== undefined) {
    throw providerRefusal(provider, error ?? `HTTP ${answer.status}`);
  }
  if (typeof answer.body !== "object" || answer.body === null)
    throw providerRefusal(provider, "unexpected answer");
  try {
    return new OAuth2Tokens(answer.body).accessToken();
  } catch (cause) {
    throw providerRefusal(provider, "no access token in the answer", cause);
  }
};
