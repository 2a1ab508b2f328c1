import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { type Coding, chooseCoding, etagMatches, isCompressible } from "@orbis/core/format";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CompressionCache } from "./compressionCache";
import type { ConsoleFile } from "./consoleFiles";

const SUFFIX: Readonly<Record<Coding, string>> = { br: ".br", gzip: ".gz" };

/**
 * One tag per file and coding: a build changes size or mtime. Bytes compressed here are tagged
 * weak: brotli's quick first answer and its best one later are the same content, not the same
 * bytes.
 */
const etagOf = (file: ConsoleFile, coding: Coding | null, weak: boolean) => {
  const tag = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
  return `${weak ? "W/" : ""}"${tag}${coding === null ? "" : `-${coding}`}"`;
};

const sizeOf = async (path: string) => {
  const info = await stat(path).catch(() => null);
  return info?.isFile() === true ? info.size : null;
};

/**
 * Sends a build file: the best coding the browser accepts (a `.br`/`.gz` file beside it when the
 * build wrote one, else compressed once and kept in memory), its cache lifetime, an ETag, and
 * 304 when the browser's copy is current. HEAD gets the same headers and no body.
 */
export const sendConsoleFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  file: ConsoleFile,
  cache: CompressionCache,
): Promise<FastifyReply> => {
  const coding = isCompressible(file.extension)
    ? chooseCoding(request.headers["accept-encoding"])
    : null;
  const sibling = coding === null ? null : `${file.path}${SUFFIX[coding]}`;
  const siblingSize = sibling === null ? null : await sizeOf(sibling);
  const etag = etagOf(file, coding, coding !== null && siblingSize === null);
  reply
    .header("content-type", file.contentType)
    .header("cache-control", file.cacheControl)
    .header("etag", etag)
    .header("vary", "accept-encoding")
    .header("last-modified", new Date(file.mtimeMs).toUTCString());
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  reply.status(200);
  if (coding !== null) reply.header("content-encoding", coding);
  const head = request.method === "HEAD";

  if (sibling !== null && siblingSize !== null) {
    reply.header("content-length", siblingSize);
    return head ? reply.send() : reply.send(createReadStream(sibling));
  }
  if (coding !== null) {
    const bytes = await cache.get(file, coding);
    reply.header("content-length", bytes.length);
    return head ? reply.send() : reply.send(bytes);
  }
  reply.header("content-length", file.size);
  return head ? reply.send() : reply.send(createReadStream(file.path));
};
