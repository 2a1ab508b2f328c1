import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { sendError } from "../../http/errors";
import { createCompressionCache } from "./compressionCache";
import { consoleDir } from "./consoleDir";
import { findConsoleFile } from "./consoleFiles";
import { isServerPath, wantsHtml } from "./consolePaths";
import { NOT_BUILT_PAGE } from "./notBuiltPage";
import { sendConsoleFile } from "./sendConsoleFile";

/** Compressed build files kept in memory: the whole console bundle fits many times over. */
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The console at `/` (docs/architecture.md#one-contract: everything that is not a service is the history-mode SPA).
 * Installed as the server's not-found handler, so every route of the contract wins over it:
 * a GET/HEAD naming a build file gets that file; a page request anywhere else gets `index.html`
 * (the console itself shows `/404` for paths it does not know); the services' paths and
 * everything else keep the catalogue's JSON 404.
 */
export const createConsoleHandler = (config: Pick<Config, "consoleDir">) => {
  const cache = createCompressionCache(COMPRESSED_CACHE_BYTES);
  const notFound = (request: FastifyRequest, reply: FastifyReply, path: string) =>
    sendError(new AppError(ErrorCode.notFound, { details: { path } }), request, reply);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const readable = request.method === "GET" || request.method === "HEAD";
    if (!readable || isServerPath(path)) return notFound(request, reply, path);
    const dir = consoleDir(config);
    const file = dir === null ? "none" : await findConsoleFile(dir, path);
    if (file === "refused") return notFound(request, reply, path);
    if (file !== "none") return sendConsoleFile(request, reply, file, cache);
    if (path !== "/" && !wantsHtml(request.headers.accept)) return notFound(request, reply, path);
    const index = dir === null ? "none" : await findConsoleFile(dir, "/");
    if (index === "refused" || index === "none") {
      return reply
        .status(503)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(request.method === "HEAD" ? undefined : NOT_BUILT_PAGE);
    }
    return sendConsoleFile(request, reply, index, cache);
  };
};
