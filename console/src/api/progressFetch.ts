import type { CallOptions } from "@orbis/core/client";

/*
 * `fetch` cannot tell how much of a request body has gone out, and the editor shows each file's
 * upload progress. Core's client hands a call's `onUploadProgress` to the transport in the request
 * options; this transport sends such requests with XMLHttpRequest, everything else with `fetch`.
 */

type ProgressInit = RequestInit & Pick<CallOptions, "onUploadProgress">;

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/** Statuses whose answers carry no body: `Response` refuses one. */
const NULL_BODY = new Set([101, 204, 205, 304]);

const sendWithProgress = (
  input: RequestInfo | URL,
  init: ProgressInit,
  onProgress: NonNullable<CallOptions["onUploadProgress"]>,
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? "GET", urlOf(input));
    xhr.responseType = "arraybuffer";
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    // The same error `fetch` gives, so the client reports it as an unreachable server (90001).
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener("abort", () => {
        xhr.abort();
        reject(signal.reason);
      });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** A `fetch` that reports upload progress for calls that ask for it. */
export const progressFetch =
  (base: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) => {
    const onProgress = (init as ProgressInit | undefined)?.onUploadProgress;
    if (onProgress === undefined || typeof XMLHttpRequest === "undefined" || init === undefined)
      return base(input, init);
    return sendWithProgress(input, init, onProgress);
  };
