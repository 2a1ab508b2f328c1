import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { SocialProvider } from "@orbis/core/contract";

/* What the provider doubles share: the recorded requests, the token and code tables, helpers. */

/** A user as a provider knows them. Kakao ids must be digits (Kakao's are numbers). */
export interface ProviderUser {
  readonly id: string;
  readonly email?: string;
  /** Whether the provider verified the address (Kakao, Google); true by default. */
  readonly emailVerified?: boolean;
  readonly name?: string;
}

/** One request the providers received. */
export interface RecordedRequest {
  readonly provider: string;
  readonly method: string;
  /** The path without the provider prefix, e.g. `/v2/user/me`. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly query: Readonly<Record<string, string>>;
  /** The form fields of a form-encoded body. */
  readonly form: Readonly<Record<string, string>>;
}

/** The client registrations the double accepts (and puts in {@link SocialProvidersDouble.env}). */
export const TEST_CLIENTS = {
  kakao: { id: "kakao-client-id", secret: "kakao-client-secret" },
  naver: { id: "naver-client-id", secret: "naver-client-secret" },
  google: { id: "google-client-id", secret: "google-client-secret" },
  facebook: { id: "facebook-app-id", secret: "facebook-app-secret" },
} as const satisfies Record<SocialProvider, { id: string; secret: string }>;

/** The running double. */
export interface SocialProvidersDouble {
  /** Where it listens, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  /** `KAKAO_API_URL`, `NAVER_TOKEN_URL`, client ids and secrets… for `startTestApp`. */
  readonly env: Readonly<Record<string, string>>;
  /** Issues an access token of a user; `expired` makes it one the provider says has expired. */
  readonly token: (provider: SocialProvider, user: ProviderUser, expired?: boolean) => string;
  /** Issues a one-time authorisation code that trades for a fresh token of the user. */
  readonly code: (provider: SocialProvider, user: ProviderUser, redirectUri?: string) => string;
  /** Every request received so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** The requests to one provider whose path ends with `pathEnd`. */
  readonly requestsTo: (provider: SocialProvider, pathEnd?: string) => RecordedRequest[];
  readonly close: () => Promise<void>;
}

/** An answer of the double: status and JSON body. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A token the double issued. */
export interface IssuedToken {
  readonly provider: SocialProvider;
  readonly user: ProviderUser;
  readonly expired: boolean;
}

/** An authorisation code the double issued; codes are good once, as at the real providers. */
export interface Grant {
  readonly provider: SocialProvider;
  readonly redirectUri: string | undefined;
  used: boolean;
  readonly issue: () => string;
}

/** What the provider handlers know. */
export interface Table {
  readonly tokens: Map<string, IssuedToken>;
  readonly codes: Map<string, Grant>;
}

export const bearer = (r: RecordedRequest) =>
  /^Bearer (.+)$/.exec(r.headers.authorization ?? "")?.[1];

export const tokenOf = (table: Table, provider: SocialProvider, value: string | undefined) => {
  const issued = value === undefined ? undefined : table.tokens.get(value);
  return issued?.provider === provider ? issued : undefined;
};

/** Form and query together: Naver and Facebook take the exchange's fields either way. */
export const fieldsOf = (r: RecordedRequest): Record<string, string | undefined> => ({
  ...r.query,
  ...r.form,
});

/** Finds and spends a code; the reason when it cannot be used. */
export const spendCode = (
  table: Table,
  provider: SocialProvider,
  fields: Record<string, string | undefined>,
): { token: string } | { refused: "unknown" | "used" | "redirect" } => {
  const grant = fields.code === undefined ? undefined : table.codes.get(fields.code);
  if (grant === undefined || grant.provider !== provider) return { refused: "unknown" };
  if (grant.used) return { refused: "used" };
  if (grant.redirectUri !== undefined && grant.redirectUri !== fields.redirect_uri)
    return { refused: "redirect" };
  grant.used = true;
  return { token: grant.issue() };
};

export const clientOk = (provider: SocialProvider, fields: Record<string, string | undefined>) =>
  fields.client_id === TEST_CLIENTS[provider].id &&
  fields.client_secret === TEST_CLIENTS[provider].secret;

export const fbError = (message: string, code: number, subcode?: number): Answer => ({
  status: 400,
  body: {
    error: {
      message,
      type: "OAuthException",
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: "AbCdEfGhIjKlMnOp",
    },
  },
});

/** Facebook's `appsecret_proof` of a token, to check what Orbis sent. */
export const appSecretProof = (token: string, secret: string): string =>
  createHmac("sha256", secret).update(token).digest("hex");
