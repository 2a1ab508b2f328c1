import type { Language } from "@orbis/core/contract";
import { resolveLanguage } from "@orbis/core/i18n";
import type { FastifyRequest } from "fastify";

/** The request's language from `Accept-Language` (any case, with q-values), Korean by default. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const header = request.headers["accept-language"];
  return resolveLanguage({ browser: Array.isArray(header) ? header.join(",") : (header ?? null) });
};
