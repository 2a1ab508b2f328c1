import type { TextureSource } from "./glUtil";

/*
 * Images decoded off the main thread where the browser can (`createImageBitmap` on a fetched
 * blob), so loading tiles never stutters a drag. Requests are CORS (tiles may come from another
 * origin, and WebGL refuses tainted images) without cookies beyond the same origin: the same
 * mode as the page's `<link rel="preload" as="fetch" crossorigin>`, so a preloaded preview is
 * reused, not fetched twice.
 */

const fetchAndDecode = async (url: string, signal?: AbortSignal): Promise<TextureSource> => {
  if (typeof createImageBitmap === "function") {
    const response = await fetch(url, { mode: "cors", credentials: "same-origin", signal });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return createImageBitmap(await response.blob());
  }
  const image = new Image();
  image.crossOrigin = "anonymous";
  image.decoding = "async";
  image.src = url;
  await image.decode();
  return image;
};

/** Frees a decoded image's memory once its pixels are in a texture. */
export const releaseImage = (image: TextureSource): void => {
  if ("close" in image) image.close();
};

const warm = new Map<string, Promise<TextureSource>>();

/**
 * Starts fetching and decoding an image the renderer will soon ask for: the published page does
 * this for the first scene's preview before React has even mounted, so the decode overlaps the
 * script's start-up instead of following it.
 */
export const warmImage = (url: string): void => {
  if (warm.has(url)) return;
  const pending = fetchAndDecode(url);
  pending.catch(() => warm.delete(url));
  warm.set(url, pending);
};

/** Fetches and decodes an image (or takes the warmed one); rejects on an HTTP error or abort. */
export const loadImage = (url: string, signal?: AbortSignal): Promise<TextureSource> => {
  const ready = warm.get(url);
  if (ready === undefined) return fetchAndDecode(url, signal);
  warm.delete(url);
  return ready;
};
