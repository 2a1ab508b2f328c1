import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** Where the test server is, as the Orbis server's S3 settings (`S3_*`) name a bucket. */
export interface S3TestConfig {
  readonly bucket: string;
  readonly region: string;
  readonly endpoint: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
}

/** A running S3 test server and the request lines it has received. */
export interface S3TestServer {
  readonly config: S3TestConfig;
  /** `METHOD /path?query` of every request, in order. */
  readonly calls: string[];
  /** The same as a server process's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Answers the next `count` requests with 500 InternalError, as a struggling store does. */
  readonly failNext: (count: number) => void;
  readonly close: () => Promise<void>;
}

/*
 * s3rver runs in a child process because its ListObjectsV2 continuation tokens use DES, which
 * OpenSSL 3 only offers with `--openssl-legacy-provider`; that flag cannot be turned on inside a
 * running test worker. The child exits when its stdin closes, so a crashed test leaves no server.
 */
const CHILD = `
const S3rver = require(process.argv[1]);
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3], configs: [] }] });
s3.run().then((a) => console.log(JSON.stringify({ port: a.port })));
process.stdin.on("end", () => s3.close().then(() => process.exit(0)));
process.stdin.resume();
`;

/**
 * Starts s3rver (a real S3 REST implementation over a directory) with one bucket, behind a
 * pass-through proxy that records each request line so a test can see which S3 calls were made.
 */
export const startS3TestServer = async (bucket = "orbis-test"): Promise<S3TestServer> => {
  const directory = await mkdtemp(join(tmpdir(), "orbis-s3-"));
  const entry = createRequire(import.meta.url).resolve("s3rver");
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", "-e", CHILD, entry, directory, bucket],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const s3Port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).once("line", (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });

  const calls: string[] = [];
  let failing = 0;
  const proxy = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    if (failing > 0) {
      failing--;
      req.resume();
      res.writeHead(500, { "content-type": "application/xml" });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
          "<Message>We encountered an internal error. Please try again.</Message></Error>",
      );
      return;
    }
    const upstream = request(
      { host: "127.0.0.1", port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));

  return {
    config: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    calls,
    failNext: (count) => {
      failing = count;
    },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((done) => proxy.close(done));
      const exited = new Promise((done) => child.once("exit", done));
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
};
