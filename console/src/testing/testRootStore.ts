import type { CouponLink } from "@orbis/core/coupons";
import { createConsoleApi } from "../api/consoleApi";
import { fileFetcher } from "../api/fileFetcher";
import { createTranslator, type Translator } from "../i18n/createTranslator";
import { RootStore } from "../stores/RootStore";
import { MapStorage } from "./MapStorage";
import { recordingFetch, type SentRequest } from "./recordingFetch";

/** A root store for tests, with what it did at the platform's edges kept for inspection. */
export interface TestRootStore {
  readonly store: RootStore;
  readonly storage: Storage;
  readonly translator: Translator;
  /** URLs the store asked the browser to open. */
  readonly opened: CouponLink[];
  /** Failures the store logged. */
  readonly logged: { message: string; error: unknown }[];
  /** The calls the store's client made, with the server's answering status. */
  readonly sent: SentRequest[];
}

/** Options of {@link testRootStore}. */
export interface TestRootStoreOptions {
  /**
   * The Orbis origin: the test server's (`serverOrigin()` of `./accounts`); a closed port by
   * default, for tests in which nothing calls the API.
   */
  readonly origin?: string;
  readonly storage?: Storage;
  readonly now?: () => number;
  /** The client's global error handler. */
  readonly onApiError?: (error: unknown, route: string) => void;
  /**
   * The network between the store and the server, for a test about what the network does to a
   * call (held, aborted, answered by a proxy): `send` makes the call for real.
   */
  readonly network?: (call: NetworkCall, send: () => Promise<Response>) => Promise<Response>;
}

/** A call on its way out, as the network sees it. */
export interface NetworkCall {
  readonly method: string;
  /** The URL's path, without the query. */
  readonly path: string;
}

/** A real root store and translator (English) on the given origin and storage. */
export const testRootStore = async (options: TestRootStoreOptions = {}): Promise<TestRootStore> => {
  const storage = options.storage ?? new MapStorage();
  const translator = await createTranslator("en");
  const opened: CouponLink[] = [];
  const logged: { message: string; error: unknown }[] = [];
  const sent: SentRequest[] = [];
  const recording = recordingFetch(sent);
  const { network } = options;
  const transport: typeof globalThis.fetch = network
    ? (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const method = init?.method ?? (input instanceof Request ? input.method : "GET");
        return network({ method, path: new URL(url).pathname }, () => recording(input, init));
      }
    : recording;
  const origin = options.origin ?? "http://127.0.0.1:9";
  const store = new RootStore({
    fetchFile: fileFetcher(origin, transport),
    api: createConsoleApi({
      origin,
      language: "en",
      fetch: transport,
      onError: (error, route) => options.onApiError?.(error, route),
    }),
    storage,
    crypto: globalThis.crypto,
    now: options.now ?? Date.now,
    log: (message, error) => logged.push({ message, error }),
    openUrl: (link) => opened.push(link),
    changeTranslatorLanguage: translator.changeLanguage,
    translate: (key) => translator.i18n.t(key),
    locale: { language: "en", currency: "USD" },
  });
  await store.auth.ready;
  return { store, storage, translator, opened, logged, sent };
};
