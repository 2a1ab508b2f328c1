import { type RouteName, routes } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import type { OrbisApi } from "./api";
import type { TokenSource } from "./tokenSource";

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * The same typed client, with a session around every authenticated route: tokens come from the
 * source, are renewed before they lapse, and a 10401 is retried once after a renewal. Routes
 * without auth are passed through untouched.
 */
export const renewingApi = (api: OrbisApi, source: TokenSource): OrbisApi => {
  api.useTokens(() => source.tokens());
  const wrapped: Record<string, unknown> = { ...api };
  for (const name of Object.keys(routes) as RouteName[]) {
    if (routes[name].auth === "none") continue;
    const call = api[name] as AnyCall;
    wrapped[name] = async (...args: unknown[]) => {
      await source.ensureFresh();
      try {
        return await call(...args);
      } catch (error) {
        if (
          isAppError(error) &&
          error.code === ErrorCode.unauthorized &&
          (await source.renewAfterRefusal())
        )
          return call(...args);
        throw error;
      }
    };
  }
  return wrapped as unknown as OrbisApi;
};
