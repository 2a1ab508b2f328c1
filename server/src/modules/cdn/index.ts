import { AppError, ErrorCode } from "@orbis/core/errors";
import { etagMatches, fileEntityTag } from "@orbis/core/format";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { fileOwnersRepository } from "../storage";
import { publicRuleOf } from "./publicFiles";

/**
 * `GET /cdn/<key>`: public files straight from the file store, streamed, with their content type,
 * cache lifetime and validators (ETag, Last-Modified; `If-None-Match` answered 304), when a row still owns them (one query by primary key per file). The
 * contract's own CDN routes (e.g. the embed lists) are registered by their modules and win over
 * this catch-all.
 */
export const registerCdn = async (host: RouteHost, deps: Deps): Promise<void> => {
  const owners = fileOwnersRepository(deps.db.kysely);
  host.app.get("/cdn/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const rule = publicRuleOf(key);
    if (rule === undefined) throw new AppError(ErrorCode.notFound);
    if (!(await owners.ownedKeys(rule.owner, [key])).has(key))
      throw new AppError(ErrorCode.notFound);
    const object = await deps.files.read(key);
    if (object === null) throw new AppError(ErrorCode.notFound);
    const etag = fileEntityTag(object.bytes, object.modifiedAt.getTime());
    reply
      .header("etag", etag)
      .header("last-modified", object.modifiedAt.toUTCString())
      .header("cache-control", rule.cacheControl)
      .header("cross-origin-resource-policy", "cross-origin")
      // Public files are meant to be embedded: a viewer on another site fetches tiles by XHR.
      .header("access-control-allow-origin", "*");
    // The client's copy is current (a viewer revalidating tiles, a cache past max-age): no body.
    if (etagMatches(request.headers["if-none-match"], etag)) {
      object.stream.destroy();
      return reply.status(304).send();
    }
    return reply
      .header("content-type", object.contentType)
      .header("content-length", object.bytes)
      .send(object.stream);
  });
};
