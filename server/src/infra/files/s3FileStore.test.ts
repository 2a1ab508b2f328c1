import { randomBytes } from "node:crypto";
import { type S3TestServer, startS3TestServer } from "@orbis/testkit/s3Server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toAppError } from "../../http/errors";
import { describeFileStore, streamOf } from "../../testing/fileStoreContract";
import { createS3FileStore } from "./s3FileStore";

const MiB = 1024 * 1024;

/** The S3 operation a recorded request line is, read from its method and query. */
const operationOf = (call: string) => {
  const [method = "", url = ""] = call.split(" ");
  const query = new URL(url, "http://x").searchParams;
  if (query.has("uploads")) return "CreateMultipartUpload";
  if (query.has("partNumber")) return "UploadPart";
  if (query.has("uploadId")) return method === "DELETE" ? "AbortMultipartUpload" : "Complete";
  if (query.get("list-type") === "2") return "ListObjectsV2";
  if (query.has("delete")) return "DeleteObjects";
  return `${method}Object`;
};

describeFileStore(
  "s3",
  async () => {
    const server = await startS3TestServer();
    const store = createS3FileStore(server.config, { partSize: 5 * MiB, pageSize: 2 });
    return { store, close: server.close };
  },
  11 * MiB,
);

describe("s3 file store requests", () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server.close());
  const store = () => createS3FileStore(server.config, { partSize: 5 * MiB, pageSize: 2 });
  const callsDuring = async (work: () => Promise<unknown>) => {
    const from = server.calls.length;
    await work().catch(() => {});
    return server.calls.slice(from).map(operationOf);
  };

  it("retries a store answering 500 with backoff, then fails with the store's own words", async () => {
    server.failNext(2);
    const from = server.calls.length;
    await store().put("retried/a.txt", { buffer: Buffer.from("kept") }, "text/plain");
    expect(server.calls.slice(from).map(operationOf)).toEqual([
      "PUTObject",
      "PUTObject",
      "PUTObject",
    ]);
    expect(await store().stat("retried/a.txt")).toMatchObject({ bytes: 4 });

    server.failNext(100);
    const failure = await store()
      .put("refused/b.txt", { buffer: Buffer.from("lost") }, "text/plain")
      .then(
        () => null,
        (error: unknown) => error,
      );
    server.failNext(0);
    expect(String(failure)).toMatch(/internal error/i);
    expect(toAppError(failure)).toMatchObject({ status: 503, details: { retryAfterSeconds: 5 } });
    expect(await store().stat("refused/b.txt")).toBeNull();
  });

  it("sends a short stream as one PutObject and a long one as a multipart upload", async () => {
    const short = await callsDuring(() =>
      store().put("m/short", { stream: streamOf([randomBytes(1000)]) }, "image/jpeg"),
    );
    expect(short).toEqual(["PUTObject"]);
    const long = await callsDuring(() =>
      store().put("m/long", { stream: streamOf([randomBytes(6 * MiB)]) }, "image/jpeg"),
    );
    expect(long).toEqual(["CreateMultipartUpload", "UploadPart", "UploadPart", "Complete"]);
    expect(await store().stat("m/long")).toEqual({
      bytes: 6 * MiB,
      contentType: "image/jpeg",
      modifiedAt: expect.any(Date),
    });
    // A stat and a read say when the object was written: the CDN's validators are made of it.
    const written = (await store().stat("m/short"))?.modifiedAt.getTime() ?? 0;
    expect(Math.abs(Date.now() - written)).toBeLessThan(60_000);
    const read = await store().read("m/short");
    expect((await read?.stream.toArray())?.length).toBeGreaterThan(0);
    expect(read?.modifiedAt.getTime()).toBe(written);
  });

  it("aborts the multipart upload when the stream fails", async () => {
    const broken = streamOf([randomBytes(5 * MiB), randomBytes(10)], new Error("gone"));
    const calls = await callsDuring(() => store().put("m/broken", { stream: broken }, "x/y"));
    expect(calls).toEqual(["CreateMultipartUpload", "UploadPart", "AbortMultipartUpload"]);
    expect(await store().stat("m/broken")).toBeNull();
  });

  it("pages through listings and deletes page by page", async () => {
    for (let i = 0; i < 5; i++) {
      await store().put(`pg/${i}`, { buffer: Buffer.alloc(i + 1) }, "application/octet-stream");
    }
    const calls = await callsDuring(async () => expect(await store().removePrefix("pg/")).toBe(15));
    expect(calls).toEqual([
      "ListObjectsV2",
      "DeleteObjects",
      "ListObjectsV2",
      "DeleteObjects",
      "ListObjectsV2",
      "DeleteObjects",
    ]);
    expect(await store().list("pg/")).toEqual([]);
  });
});
