import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { etagMatches } from "@orbis/core/format";
import { attachmentDisposition } from "@orbis/core/interop";
import type { Deps } from "../../deps";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { cliPackageDir, cliTarballOnce } from "./cliTarball";

/**
 * `GET /downloads/orbis-cli.tgz`, the plugin (docs/architecture.md#downloads): the Orbis command
 * line as an npm tarball anyone may fetch, `npm install -g <this URL>`. A server without the
 * CLI's sources answers 404 with the reason.
 */
export const registerCliHandlers = (host: RouteHost, deps: Deps): void => {
  const dir = cliPackageDir(deps.config);
  const tarball = dir === null ? null : cliTarballOnce(dir);

  registerRoute(host, routes.downloadCli, async ({ request, reply }) => {
    if (tarball === null)
      throw new AppError(ErrorCode.notFound, {
        message:
          "the Orbis command line is not part of this server's installation (no cli/ to pack); install it from a checkout of Orbis",
      });
    const packed = await tarball();
    reply
      .header("content-type", "application/gzip")
      .header("content-disposition", attachmentDisposition(packed.fileName))
      .header("cache-control", "public, no-cache")
      .header("etag", packed.etag);
    if (etagMatches(request.headers["if-none-match"], packed.etag)) return reply.status(304).send();
    return packed.bytes;
  });
};
