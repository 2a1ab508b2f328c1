import { type ApiClient, createClient } from "@orbis/core/client";
import { type AdminApiRoutes, adminApiRoutes, type Routes, routes } from "@orbis/core/contract";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { TestApp } from "./testApp";

/** The origin the in-process client names; nothing listens there, `inject` answers. */
const ORIGIN = "http://orbis.test";

/**
 * The platform's `fetch`, answered by Fastify's `inject`: the whole server (routing, hooks,
 * validation, handlers) without a socket. Bodies go through as bytes, so JSON, forms and
 * multipart arrive as a real client sends them.
 */
export const injectFetch =
  (app: FastifyInstance): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as InjectOptions["method"],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };

/** The typed client of core (every route of the contract) over {@link injectFetch}. */
export type TestApi = ApiClient<Routes>;

/**
 * Core's typed client on a test app, as `who` (an access token or a signed-in test user) or
 * anonymous: server tests call the API through the one contract, so a changed route breaks them
 * at compile time. The server's clock is the client's, so tokens age with `t.advance`.
 */
export const apiFor = (
  t: TestApp,
  who?: { readonly tokens: { readonly accessToken: string } } | string,
): TestApi => {
  const api = createClient(routes, {
    origin: ORIGIN,
    fetch: injectFetch(t.app),
    now: () => t.deps.clock().getTime(),
  });
  const accessToken = typeof who === "string" ? who : who?.tokens.accessToken;
  if (accessToken !== undefined) api.useTokens(() => ({ accessToken }));
  return api;
};

/** Core's typed client of the admin API's route table on a test app, as `who`. */
export const adminApiFor = (
  t: TestApp,
  who: { readonly tokens: { readonly accessToken: string } },
): ApiClient<AdminApiRoutes> => {
  const api = createClient(adminApiRoutes, {
    origin: ORIGIN,
    fetch: injectFetch(t.app),
    now: () => t.deps.clock().getTime(),
  });
  api.useTokens(() => ({ accessToken: who.tokens.accessToken }));
  return api;
};
