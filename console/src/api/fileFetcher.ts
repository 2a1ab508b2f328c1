/** Reads a file the server serves (a `/cdn/…` link, or an outside http(s) one) as bytes. */
export type FetchFile = (link: string) => Promise<Blob>;

/** A {@link FetchFile} on `origin` over `fetch`: a link the server does not answer with 2xx throws. */
export const fileFetcher =
  (origin: string, fetch: typeof globalThis.fetch): FetchFile =>
  async (link) => {
    const response = await fetch(new URL(link, origin).toString());
    if (!response.ok) throw new Error(`GET ${link} answered ${response.status}`);
    return response.blob();
  };
