import { AppError, ErrorCode } from "@orbis/core/errors";
import { etagMatches, fileEntityTag } from "@orbis/core/format";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { FoundObject } from "../../infra/files/fileStore";
import { fileOwnersRepository } from "../storage";
import { publicRuleOf } from "./publicFiles";

/**
 * `GET /cdn/<key>`: public files straight from the file store, streamed, with their content type,
 * cache lifetime and validators (ETag, Last-Modified; `If-None-Match` answered 304), when a row
 * still owns them (one query by primary key per file). The contract's own CDN routes (e.g. the
 * embed lists) are registered by their modules and win over this catch-all.
 */
export const registerCdn = async (host: RouteHost, deps: Deps): Promise<void> => {
  const owners = fileOwnersRepository(deps.db.kysely);
  host.app.get("/cdn/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const rule = publicRuleOf(key);
    if (rule === undefined) throw new AppError(ErrorCode.notFound);
    if (!(await owners.ownedKeys(rule.owner, [key])).has(key))
      throw new AppError(ErrorCode.notFound);
    const tagOf = (found: FoundObject) => fileEntityTag(found.bytes, found.modifiedAt.getTime());
    const validated = (found: FoundObject) =>
      reply
        .header("etag", tagOf(found))
        .header("last-modified", found.modifiedAt.toUTCString())
        .header("cache-control", rule.cacheControl)
        .header("cross-origin-resource-policy", "cross-origin")
        // Public files are meant to be embedded: a viewer on another site fetches tiles by XHR.
        .header("access-control-allow-origin", "*");
    // A client revalidating its copy (a viewer's tiles, a cache past max-age): a stat decides,
    // and a current copy costs no read of the object (on S3, no GET).
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch !== undefined) {
      const found = await deps.files.stat(key);
      if (found === null) throw new AppError(ErrorCode.notFound);
      if (etagMatches(ifNoneMatch, tagOf(found))) return validated(found).status(304).send();
    }
    const object = await deps.files.read(key);
    if (object === null) throw new AppError(ErrorCode.notFound);
    return validated(object)
      .header("content-type", object.contentType)
      .header("content-length", object.bytes)
      .send(object.stream);
  });
};
