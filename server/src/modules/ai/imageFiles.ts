import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { aiImageRepository } from "./aiImageRepository";

/** An AI image's picture or thumbnail: its owner's folder, then a random part per image. */
const AI_FILE = /^ai\/[^/]+\/[0-9a-f-]{36}-[0-9a-f]{16}\/(panorama|thumbnail)\.jpg$/;

/**
 * `GET /cdn/ai/<key>`: an AI image's files, served like a tour's tiles: to whoever holds the
 * link, which only the image's owner is given (the folder has 64 random bits besides the image's
 * own UUID), while the image is not deleted. The names never change, so they are cached for good.
 * An `<img>` sends no session header, which is why the link itself is the key.
 */
export const registerImageFiles = (host: RouteHost, deps: Deps): void => {
  const images = aiImageRepository(deps.db.kysely);
  host.app.get("/cdn/ai/*", { schema: { hide: true } }, async (request, reply) => {
    const key = `ai/${(request.params as { "*": string })["*"]}`;
    if (!AI_FILE.test(key) || !(await images.ownedKeys([key])).has(key))
      throw new AppError(ErrorCode.notFound);
    const object = await deps.files.read(key);
    if (object === null) throw new AppError(ErrorCode.notFound);
    return reply
      .header("content-type", object.contentType)
      .header("content-length", object.bytes)
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("cross-origin-resource-policy", "cross-origin")
      .send(object.stream);
  });
};
