// The load benchmark's tile anchor: a bare Node http server answering `/cdn/<key>` with the file
// `<filesDir>/<key>` streamed from disk, as a static server with no checks would. Run as its own
// process: `node bareTiles.mjs <filesDir> <port>`; prints "ready" once it listens.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { join, normalize } from "node:path";

const [filesDir, port] = process.argv.slice(2);
const server = createServer(async (request, response) => {
  const key = normalize(decodeURIComponent((request.url ?? "").replace(/^\/cdn\//, "")));
  const path = join(filesDir, key);
  const info = key.startsWith("..") ? null : await stat(path).catch(() => null);
  if (info === null || !info.isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": "image/jpeg", "content-length": info.size });
  createReadStream(path).pipe(response);
});
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
