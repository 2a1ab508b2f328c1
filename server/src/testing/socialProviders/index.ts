import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { SocialProvider } from "@orbis/core/contract";
import { facebook } from "./facebook";
import { google } from "./google";
import { kakao } from "./kakao";
import { naver } from "./naver";
import {
  type Grant,
  type ProviderUser,
  type RecordedRequest,
  type SocialProvidersDouble,
  type Table,
  TEST_CLIENTS,
} from "./shared";

/*
 * A real HTTP server playing Kakao, Naver, Google and Facebook for tests: the external party of
 * social login, answering with each provider's documented shapes (success and failure). Orbis is
 * pointed at it through the same environment variables an operator would set.
 */

export {
  type ProviderUser,
  type RecordedRequest,
  type SocialProvidersDouble,
  TEST_CLIENTS,
} from "./shared";

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** Starts the double on a random local port. */
export const startSocialProviders = async (): Promise<SocialProvidersDouble> => {
  const table: Table = { tokens: new Map(), codes: new Map() };
  const requests: RecordedRequest[] = [];
  const handlers = { kakao, naver, google, facebook };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const [, provider = "", ...rest] = url.pathname.split("/");
    const body = await readBody(request);
    const form = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
      ? Object.fromEntries(new URLSearchParams(body))
      : {};
    const seen: RecordedRequest = {
      provider,
      method: request.method ?? "GET",
      path: `/${rest.join("/")}`,
      headers: request.headers,
      query: Object.fromEntries(url.searchParams),
      form,
    };
    requests.push(seen);
    if (provider === "stall") return; // never answers: the caller's time limit must act
    const handler = Object.hasOwn(handlers, provider)
      ? handlers[provider as SocialProvider]
      : undefined;
    const answer = handler?.(seen, table) ?? { status: 404, body: { error: "not found" } };
    response.writeHead(answer.status, { "content-type": "application/json;charset=utf-8" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env: Record<string, string> = {
    KAKAO_API_URL: `${url}/kakao`,
    KAKAO_TOKEN_URL: `${url}/kakao/oauth/token`,
    NAVER_API_URL: `${url}/naver`,
    NAVER_TOKEN_URL: `${url}/naver/oauth2.0/token`,
    GOOGLE_API_URL: `${url}/google`,
    FACEBOOK_API_URL: `${url}/facebook`,
    FACEBOOK_TOKEN_URL: `${url}/facebook/v19.0/oauth/access_token`,
  };
  for (const [provider, client] of Object.entries(TEST_CLIENTS)) {
    env[`${provider.toUpperCase()}_CLIENT_ID`] = client.id;
    env[`${provider.toUpperCase()}_CLIENT_SECRET`] = client.secret;
  }

  const token = (provider: SocialProvider, user: ProviderUser, expired = false) => {
    const value = `${provider}-token-${randomUUID()}`;
    table.tokens.set(value, { provider, user, expired });
    return value;
  };

  return {
    url,
    env,
    token,
    code: (provider, user, redirectUri) => {
      const value = `${provider}-code-${randomUUID()}`;
      const grant: Grant = {
        provider,
        redirectUri,
        used: false,
        issue: () => token(provider, user),
      };
      table.codes.set(value, grant);
      return value;
    },
    requests,
    requestsTo: (provider, pathEnd = "") =>
      requests.filter((r) => r.provider === provider && r.path.endsWith(pathEnd)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** A local address where nothing listens: a provider that is down. */
export const closedPortUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};
