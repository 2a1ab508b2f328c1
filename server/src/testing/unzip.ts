import yauzl from "yauzl";

/** Every file of a ZIP, read back with yauzl, the reader the server's imports use. */
export const unzip = async (zip: Buffer): Promise<Map<string, Buffer>> => {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry))
      chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
};
