import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";

/** Cuts a stream into `size`-byte buffers; the last one is shorter (or empty for no bytes). */
async function* chunksOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of stream) {
    const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
    pieces.push(buffer);
    length += buffer.length;
    while (length >= size) {
      const all = Buffer.concat(pieces, length);
      yield all.subarray(0, size);
      pieces = [all.subarray(size)];
      length -= size;
    }
  }
  yield Buffer.concat(pieces, length);
}

/** Where {@link uploadStream} writes. */
export interface UploadTarget {
  readonly client: S3Client;
  readonly Bucket: string;
  readonly Key: string;
  readonly ContentType: string;
  /** Bytes per part; S3 wants at least 5 MiB for every part but the last. */
  readonly partSize: number;
}

/**
 * Stores a stream of unknown length and returns its byte count.
 *
 * A multipart upload, one part buffered at a time, rather than spooling to a temp file: memory
 * stays at one part, no local disk is needed (servers using S3 often have none to spare), and
 * S3 only makes the object visible on CompleteMultipartUpload, so the put stays atomic. A stream
 * that ends within the first part goes up as one PutObject, which is what tiles and previews do.
 */
export const uploadStream = async (target: UploadTarget, stream: Readable): Promise<number> => {
  const { client, Bucket, Key, ContentType, partSize } = target;
  const parts = chunksOf(stream, partSize);
  const first = await parts.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  if (head.length < partSize) {
    await client.send(new PutObjectCommand({ Bucket, Key, ContentType, Body: head }));
    return head.length;
  }
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket, Key, ContentType }),
  );
  try {
    const done: { PartNumber: number; ETag: string | undefined }[] = [];
    let bytes = 0;
    // Sequential parts keep memory at one part; the link, not the CPU, sets the pace.
    for (let part: Buffer | undefined = head; part !== undefined && part.length > 0; ) {
      const PartNumber = done.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }),
      );
      done.push({ PartNumber, ETag });
      bytes += part.length;
      const next = await parts.next();
      part = next.done ? undefined : next.value;
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: { Parts: done },
      }),
    );
    return bytes;
  } catch (error) {
    // Parts of an upload never completed nor aborted stay billed in the bucket; the source
    // stream is released too, in case it failed on our side.
    await parts.return(undefined);
    stream.destroy();
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
    throw error;
  }
};
