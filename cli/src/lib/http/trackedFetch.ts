/** Called with the bytes of a request body handed to the socket so far. */
export type BytesListener = (sent: number) => void;

/** A transport for core's typed client that can count the bytes of multipart uploads. */
export interface TrackedTransport {
  readonly fetch: typeof globalThis.fetch;
  /** Counts the body of the next request that sends this form. */
  track(form: FormData, onBytes: BytesListener): void;
}

/** A body that stops moving this long is given up (90002), to be retried. */
export const DEFAULT_STALL_MS = 60_000;

const stalled = () => new DOMException("the upload stalled", "TimeoutError");

/**
 * Wraps `fetch`: a tracked `FormData` body is encoded by the platform (`Response`), then
 * streamed through a byte counter (`duplex: "half"`). The call itself still goes through core's
 * typed client and the route table; only the transport under it counts. A body that makes no
 * progress for `stallMs` is aborted as a timeout, which the client reports as 90002.
 */
export const trackedTransport = (
  base: typeof globalThis.fetch = globalThis.fetch,
  stallMs = DEFAULT_STALL_MS,
): TrackedTransport => {
  const listeners = new WeakMap<FormData, BytesListener>();

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const form = init?.body;
    const onBytes = form instanceof FormData ? listeners.get(form) : undefined;
    if (!(form instanceof FormData) || onBytes === undefined) return base(input, init);
    const encoded = new Response(form);
    const headers = new Headers(init?.headers);
    headers.set("content-type", encoded.headers.get("content-type") ?? "multipart/form-data");
    const stall = new AbortController();
    let timer = setTimeout(() => stall.abort(stalled()), stallMs);
    let sent = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        onBytes(sent);
        clearTimeout(timer);
        timer = setTimeout(() => stall.abort(stalled()), stallMs);
        controller.enqueue(chunk);
      },
      // Once the body is out, the server's checks may take a while: the call's deadline rules.
      flush: () => clearTimeout(timer),
    });
    const signal = init?.signal ? AbortSignal.any([init.signal, stall.signal]) : stall.signal;
    try {
      return await base(input, {
        ...init,
        headers,
        body: encoded.body?.pipeThrough(counter) ?? null,
        duplex: "half",
        signal,
      } as RequestInit);
    } finally {
      clearTimeout(timer);
    }
  };

  return { fetch, track: (form, onBytes) => listeners.set(form, onBytes) };
};
