import { AppError, ErrorCode } from "@orbis/core/errors";
import { etagMatches, fileEntityTag } from "@orbis/core/format";
import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { type BoundedCache, createBoundedCache } from "../../infra/cache/boundedCache";
import type { FoundObject } from "../../infra/files/fileStore";
import { type FileOwnerKind, fileOwnersRepository, STORED_OBJECTS_CHANGED } from "../storage";
import { publicRuleOf } from "./publicFiles";

/**
 * `GET /cdn/<key>`: public files straight from the file store, streamed, with their content type,
 * cache lifetime and validators (ETag, Last-Modified; `If-None-Match` answered 304), when a row
 * still owns them (one query by primary key per file, see `ownershipMemo` for tiles). The contract's own CDN routes (e.g. the
 * embed lists) are registered by their modules and win over this catch-all.
 */
export const registerCdn = async (host: RouteHost, deps: Deps): Promise<void> => {
  const owners = fileOwnersRepository(deps.db.kysely);
  const memo = await ownershipMemo(host, deps);
  const isOwned = async (kind: FileOwnerKind, key: string) => {
    if (kind === "ledger" && memo?.get(key) === true) return true;
    if (!(await owners.ownedKeys(kind, [key])).has(key)) return false;
    if (kind === "ledger") memo?.set(key, true);
    return true;
  };
  // Files, not pages: helmet's page policies mean nothing on an image, and at thousands of tiles
  // a second its per-answer work and two access-log lines per tile were a fifth of a tile's CPU.
  // `nosniff` stays (a file is never taken for another type), and failures are still logged.
  host.app.get(
    "/cdn/*",
    { schema: { hide: true }, helmet: false, logLevel: "warn" },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const rule = publicRuleOf(key);
      if (rule === undefined) throw new AppError(ErrorCode.notFound);
      if (!(await isOwned(rule.owner, key))) throw new AppError(ErrorCode.notFound);
      const tagOf = (found: FoundObject) => fileEntityTag(found.bytes, found.modifiedAt.getTime());
      const validated = (found: FoundObject) =>
        reply
          .header("etag", tagOf(found))
          .header("last-modified", found.modifiedAt.toUTCString())
          .header("cache-control", rule.cacheControl)
          .header("cross-origin-resource-policy", "cross-origin")
          .header("x-content-type-options", "nosniff")
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
      return (
        validated(object)
          .header("content-type", object.contentType)
          .header("content-length", object.bytes)
          // The bytes themselves when the store holds them (a tile it has read before).
          .send(object.body ?? object.stream)
      );
    },
  );
};

/**
 * Ledger keys found owned, on the embedded database: a viewer asks for dozens of tiles at once,
 * and a query per tile was half of a tile's CPU. The database notifies this process of every
 * statement that changes or removes ledger rows before that statement's call returns, and the
 * memo is emptied then, so a file is never served a moment after its row is gone. PostgreSQL
 * delivers notifications later, on another connection: there every request asks the database.
 */
const ownershipMemo = async (host: RouteHost, deps: Deps): Promise<BoundedCache<true> | null> => {
  if (deps.db.listen === undefined) return null;
  const memo = createBoundedCache<true>({ maxEntries: 20_000 });
  const stop = await deps.db.listen(STORED_OBJECTS_CHANGED, () => memo.clear());
  host.app.addHook("onClose", async () => {
    memo.clear();
    await stop();
  });
  return memo;
};
