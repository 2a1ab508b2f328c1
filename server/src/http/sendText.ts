import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chooseCoding, digestEntityTag, etagMatches } from "@orbis/core/format";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Below this many bytes a coding saves less than it costs (and than its header adds). */
export const MIN_CODED_BYTES = 1024;

/*
 * Brotli at quality 5: on a generated page or tour.json (a few KB to a few hundred) it packs
 * within a few per cent of quality 11 at a small fraction of the CPU, which matters on a body
 * made per request. gzip at zlib's default level for clients without brotli.
 */
const BROTLI_QUALITY = 5;

const encode = (body: Buffer, coding: "br" | "gzip"): Buffer =>
  coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);

/**
 * Sends a generated text answer (a published page, a tour's JSON) with a validator made from a
 * digest of its bytes: a client whose copy is current gets 304 and no body, so revalidating a
 * page costs neither the body nor its coding. Otherwise the body goes out in the best coding the
 * client accepts when it is large enough to gain from one. The content type, status and cache
 * headers are the caller's.
 */
export const sendText = (
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): FastifyReply => {
  const body = Buffer.from(text, "utf8");
  const etag = digestEntityTag(createHash("sha1").update(body).digest("base64url"));
  reply.header("etag", etag).header("vary", "accept-encoding");
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  const coding =
    body.length >= MIN_CODED_BYTES ? chooseCoding(request.headers["accept-encoding"]) : null;
  if (coding === null) return reply.send(body);
  return reply.header("content-encoding", coding).send(encode(body, coding));
};

/** Text answers worth a coding: JSON (the API, tour.json) and text of any kind. */
const CODED_TYPE = /^(application\/json|text\/)/i;

const withVary = (current: unknown, name: string): string => {
  const names = String(current ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  return names.some((n) => n.toLowerCase() === name || n === "*")
    ? names.join(", ")
    : [...names, name].join(", ");
};

/**
 * Codes every text answer of 1 KB or more (API JSON, error bodies, the docs' OpenAPI) in the best
 * coding the client accepts, as {@link sendText} does for the published page. Streams (files,
 * tiles: already compressed images) and answers a handler coded itself pass untouched.
 */
export const codeTextAnswers = (app: FastifyInstance): void => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || reply.hasHeader("content-encoding")) return payload;
    if (!CODED_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    // Measured before copying: most API answers are small and go out as they are.
    if (Buffer.byteLength(payload, "utf8") < MIN_CODED_BYTES) return payload;
    // Caches must keep coded and plain copies apart, whichever this client gets.
    reply.header("vary", withVary(reply.getHeader("vary"), "accept-encoding"));
    const coding = chooseCoding(request.headers["accept-encoding"]);
    if (coding === null) return payload;
    reply.header("content-encoding", coding);
    reply.removeHeader("content-length");
    return encode(Buffer.from(payload, "utf8"), coding);
  });
};
