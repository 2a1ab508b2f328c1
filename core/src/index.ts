/*
 * @orbis/core: each domain is its own entry, imported by subpath so a bundle loads only what it
 * uses, e.g. `@orbis/core/contract`, `@orbis/core/auth`, `@orbis/core/payments`. The names below
 * are the few nearly every package needs, so they are offered at the root too.
 */

export { type ApiClient, type ClientOptions, createClient, HTTP_TIMEOUT_MS } from "./client";
export { type RouteName, type Routes, routes } from "./contract";
export { AppError, ErrorCode, errorCatalogue, isAppError } from "./errors";
