import { type ApiClient, createClient } from "@orbis/core/client";
import type { Language } from "@orbis/core/contract";
import { type Routes, routes } from "@orbis/core/contract";
import { acceptLanguageHeader } from "@orbis/core/i18n";
import { progressFetch } from "./progressFetch";

/** Core's typed client over the whole route table: the only way the console talks to Orbis. */
export type OrbisApi = ApiClient<Routes>;

/** Options of {@link createConsoleApi}. */
export interface ConsoleApiOptions {
  /** The Orbis origin; the page's own in the browser. */
  readonly origin: string;
  readonly language: Language;
  /** The transport; the platform's `fetch` unless a test or an upload needs another. */
  readonly fetch?: typeof globalThis.fetch;
  /** The global handler: sees every failed call with the route's name. */
  readonly onError?: (error: unknown, route: string) => void;
}

/** A typed client for the Orbis that serves the console. */
export const createConsoleApi = (options: ConsoleApiOptions): OrbisApi =>
  createClient(routes, {
    origin: options.origin,
    // Bound: browsers refuse a detached `fetch` called with another `this`.
    fetch: options.fetch ?? progressFetch(globalThis.fetch.bind(globalThis)),
    now: Date.now,
    language: acceptLanguageHeader(options.language),
    ...(options.onError ? { onError: options.onError } : {}),
  });
