import { createHash, randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type {} from "@fastify/multipart";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyRequest } from "fastify";
import { z } from "zod";

/** Limits of one multipart request. */
export interface MultipartLimits {
  /** Largest file part, in bytes. */
  readonly fileBytes: number;
  /** Most file parts. */
  readonly files: number;
}

/** The SHA-256 (hex) of a parsed upload's bytes, computed while it was spooled: no second read. */
export const sha256Of = (file: File): string | undefined => hashes.get(file);

/** Panoramas reach 16384×8192; a PNG of that size can pass 400 MB. */
export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = {
  fileBytes: 600 * 1024 * 1024,
  files: 100,
};

const tempPaths = new WeakMap<File, string>();
const hashes = new WeakMap<File, string>();

/**
 * The temp file a parsed upload lives in, so a handler can stream it (to sharp, to storage)
 * instead of reading it into memory. Removed when the response is sent.
 */
export const tempPathOf = (file: File): string | undefined => tempPaths.get(file);

const isArrayField = (shape: Record<string, z.ZodType> | undefined, name: string): boolean => {
  let field: unknown = shape?.[name];
  while (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap();
  return field instanceof z.ZodArray;
};

/** A text part as the schema wants it: as sent when that fits, else parsed as JSON. */
const textValue = (schema: z.ZodType | undefined, value: string): unknown => {
  if (schema === undefined || schema.safeParse(value).success) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Reads a multipart body into a plain object the route's zod schema can check: file parts become
 * disk-backed `File`s (streamed to `tmpDir`, never held in memory), text parts strings or JSON.
 * Repeated names collect into an array when the schema says the field is one. The temp files are
 * listed in `created` so the caller can remove them, whatever happens next.
 */
export const readMultipart = async (
  request: FastifyRequest,
  schema: z.ZodType | undefined,
  tmpDir: string,
  limits: MultipartLimits,
  created: string[],
): Promise<Record<string, unknown>> => {
  const shape =
    schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
  const body: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    if (isArrayField(shape, name)) {
      const list = (body[name] as unknown[] | undefined) ?? [];
      list.push(value);
      body[name] = list;
    } else if (name in body) {
      throw new AppError(ErrorCode.badRequest, {
        message: `body.${name}: only one value is accepted`,
      });
    } else {
      body[name] = value;
    }
  };
  await mkdir(tmpDir, { recursive: true });
  const parts = request.parts({ limits: { fileSize: limits.fileBytes, files: limits.files } });
  for await (const part of parts) {
    if (part.type === "field") {
      put(part.fieldname, textValue(shape?.[part.fieldname], String(part.value)));
      continue;
    }
    // The client's file name is kept as metadata only; the bytes go to a name we choose.
    const path = join(tmpDir, `upload-${randomUUID()}`);
    created.push(path);
    const hash = createHash("sha256");
    part.file.on("data", (chunk: Buffer) => hash.update(chunk));
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) {
      throw new AppError(ErrorCode.payloadTooLarge, {
        message: `body.${part.fieldname}: the file is larger than ${limits.fileBytes} bytes`,
      });
    }
    const blob = await openAsBlob(path, { type: part.mimetype });
    const file = new File([blob], part.filename, { type: part.mimetype });
    tempPaths.set(file, path);
    hashes.set(file, hash.digest("hex"));
    put(part.fieldname, file);
  }
  return body;
};

/** Removes the temp files of a request; a missing file is not an error. */
export const removeTempFiles = async (paths: readonly string[]): Promise<void> => {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
};
