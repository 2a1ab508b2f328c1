import { AI_STYLES, findAiStyle, promptSeed } from "@orbis/core/ai";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";

/** A preview's width: a style picker's card at twice its density. */
const PREVIEW_WIDTH = 512;

/** Where a style's preview is served, when there is one. */
export const stylePreviewUrl = (styleId: string): string => `/cdn/ai-styles/${styleId}.jpg`;

/**
 * `GET /cdn/ai-styles/<id>.jpg`: what a style looks like, painted by the sketch generator at
 * 512 × 256 on first request and kept in memory (six small JPEGs). Only a server whose generator
 * is the sketch offers them: a model's pictures would not look like it, so the styles then have
 * no preview (`thumbnailUrl` null) rather than a misleading one.
 */
export const registerStylePreviews = (host: RouteHost, deps: Deps): void => {
  if (deps.panoramas.kind !== "sketch") return;
  const painted = new Map<string, Promise<Buffer>>();
  host.app.get("/cdn/ai-styles/:file", { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const style = findAiStyle(file.replace(/\.jpg$/, ""));
    if (style === undefined || !file.endsWith(".jpg")) throw new AppError(ErrorCode.notFound);
    let picture = painted.get(style.id);
    if (picture === undefined) {
      picture = deps.panoramas.generate({
        prompt: style.name,
        style,
        seed: promptSeed(style.name, style.id),
        width: PREVIEW_WIDTH,
      });
      // A failed painting is not kept: the next request tries again.
      picture.catch(() => painted.delete(style.id));
      painted.set(style.id, picture);
    }
    return reply
      .header("content-type", "image/jpeg")
      .header("cache-control", "public, max-age=86400")
      .send(await picture);
  });
};

/** The styles as the styles call lists them, with their previews when the server paints sketches. */
export const stylesWithPreviews = (deps: Deps) =>
  AI_STYLES.map((style) => ({
    id: style.id,
    name: style.name,
    thumbnailUrl: deps.panoramas.kind === "sketch" ? stylePreviewUrl(style.id) : null,
  }));
