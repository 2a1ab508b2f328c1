/** One call as it went over the wire, and the status the server answered. */
export interface SentRequest {
  readonly method: string;
  /** The URL's path, without the query. */
  readonly path: string;
  readonly headers: Headers;
  /** The JSON body sent, parsed back. */
  readonly body: unknown;
  /** The answer's status; undefined while waiting, or when the call failed on the network. */
  status: number | undefined;
  /** Settles once the call has been answered or has failed. */
  readonly done: Promise<void>;
}

const parsed = (body: RequestInit["body"]): unknown =>
  typeof body === "string" && body !== "" ? JSON.parse(body) : undefined;

/**
 * The platform's `fetch`, noting each call in `sent` on its way to the real server: tests see
 * what the console sent and what the server answered, without standing in for either.
 */
export const recordingFetch =
  (sent: SentRequest[]): typeof globalThis.fetch =>
  async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = globalThis.fetch(input, init);
    const entry: SentRequest = {
      method: init?.method ?? (input instanceof Request ? input.method : "GET"),
      path: new URL(url).pathname,
      headers: new Headers(init?.headers),
      body: parsed(init?.body),
      status: undefined,
      done: answer.then(
        (response) => {
          entry.status = response.status;
        },
        () => undefined,
      ),
    };
    sent.push(entry);
    return answer;
  };
