import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

/** SHA-256 of a file, hex, streamed: a 16K panorama is never held in memory whole. */
export const sha256File = (path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path, { highWaterMark: 1 << 20 })
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
