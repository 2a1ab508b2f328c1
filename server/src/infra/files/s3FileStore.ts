import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import { assertSafeKey, assertSafePrefix, type FileStore } from "./fileStore";
import { uploadStream } from "./s3Upload";

/** Tuning of {@link createS3FileStore}; the defaults suit production. */
export interface S3FileStoreOptions {
  /** Bytes per multipart part; S3 wants at least 5 MiB for all parts but the last. */
  readonly partSize?: number;
  /** Keys per ListObjectsV2 page (S3 caps it at 1000, which is also DeleteObjects' cap). */
  readonly pageSize?: number;
}

const DEFAULT_TYPE = "application/octet-stream";

/** A missing key, as GetObject (NoSuchKey) and HeadObject (bare 404: no body) report it. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");

/**
 * A {@link FileStore} on an S3-compatible bucket. Puts are atomic because S3 only shows an object
 * once it is whole; streams and files go up in parts (see {@link uploadStream}).
 */
export const createS3FileStore = (s3: S3Config, options: S3FileStoreOptions = {}): FileStore => {
  const partSize = options.partSize ?? 8 * 1024 * 1024;
  const pageSize = options.pageSize ?? 1000;
  const Bucket = s3.bucket;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId !== undefined && s3.secretAccessKey !== undefined
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // The SDK's newer default adds CRC32 trailers to every upload, which several S3-compatible
    // stores reject; checksums are sent only where the API demands them (DeleteObjects).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  /** Every object under a prefix, page by page. */
  async function* pages(prefix: string) {
    const paginator = paginateListObjectsV2({ client, pageSize }, { Bucket, Prefix: prefix });
    for await (const page of paginator) {
      yield (page.Contents ?? []).flatMap((o) =>
        o.Key === undefined
          ? []
          : // Without a date (no S3 leaves it out) the object counts as new: a sweep spares it.
            [{ key: o.Key, bytes: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() }],
      );
    }
  }

  return {
    put: async (key, body, contentType) => {
      const Key = assertSafeKey(key);
      if ("buffer" in body) {
        await client.send(
          new PutObjectCommand({ Bucket, Key, ContentType: contentType, Body: body.buffer }),
        );
        return { bytes: body.buffer.byteLength, contentType };
      }
      const stream = "stream" in body ? body.stream : createReadStream(body.path);
      const target = { client, Bucket, Key, ContentType: contentType, partSize };
      return { bytes: await uploadStream(target, stream), contentType };
    },
    read: async (key) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        if (!(out.Body instanceof Readable)) throw new Error("S3 returned no Node stream body");
        return {
          bytes: out.ContentLength ?? 0,
          contentType: out.ContentType ?? DEFAULT_TYPE,
          modifiedAt: out.LastModified ?? new Date(0),
          stream: out.Body,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat: async (key) => {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return {
          bytes: out.ContentLength ?? 0,
          contentType: out.ContentType ?? DEFAULT_TYPE,
          modifiedAt: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    copy: async (from, to) => {
      try {
        // CopyObject is server-side and atomic: the bytes never pass through this process.
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: assertSafeKey(to),
            CopySource: `${Bucket}/${encodeURIComponent(assertSafeKey(from)).replaceAll("%2F", "/")}`,
          }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    removePrefix: async (prefix) => {
      let freed = 0;
      // ListObjectsV2 continuation tokens point past the last key listed, so deleting the page
      // just listed does not make the next page skip anything.
      for await (const page of pages(assertSafePrefix(prefix))) {
        if (page.length === 0) continue;
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: page.map((o) => ({ Key: o.key })), Quiet: true },
          }),
        );
        const failed = out.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 could not delete ${failed.length} object(s), e.g. ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
        freed += page.reduce((sum, o) => sum + o.bytes, 0);
      }
      return freed;
    },
    list: async (prefix) => {
      const keys: string[] = [];
      for await (const page of pages(assertSafePrefix(prefix)))
        keys.push(...page.map((o) => o.key));
      return keys.sort();
    },
    entries: async function* (prefix) {
      for await (const page of pages(assertSafePrefix(prefix))) if (page.length > 0) yield page;
    },
  };
};
