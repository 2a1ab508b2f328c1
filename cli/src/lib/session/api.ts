import { type ApiClient, createClient } from "@orbis/core/client";
import { type Language, type Routes, routes } from "@orbis/core/contract";

/** Core's typed client over the whole route table: the only way the CLI talks to Orbis. */
export type OrbisApi = ApiClient<Routes>;

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** The transport; the platform's `fetch` unless an upload needs byte counts. */
  readonly fetch?: typeof globalThis.fetch;
  /** Per-call deadline; uploads of large panoramas need more than the default 30 s. */
  readonly timeoutMs?: number;
  readonly env?: NodeJS.ProcessEnv;
}

const LANGUAGES: readonly Language[] = ["ko", "en", "vi", "ja"];

/**
 * The language the server words its messages in: the terminal's locale when Orbis speaks it,
 * else English (a terminal user reading Korean by default would be surprised).
 */
export const cliLanguage = (env: NodeJS.ProcessEnv = process.env): Language => {
  const locale = env.ORBIS_LANG ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? "";
  const code = locale.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === code) ?? "en";
};

/** A typed client for the Orbis at `apiUrl`. */
export const createApi = (apiUrl: string, options: ApiOptions = {}): OrbisApi =>
  createClient(routes, {
    origin: apiUrl,
    fetch: options.fetch ?? globalThis.fetch,
    now: Date.now,
    language: cliLanguage(options.env),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
