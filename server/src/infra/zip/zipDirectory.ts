import yauzl, { type Entry, type ZipFile } from "yauzl";

/*
 * Reading a ZIP by its central directory (yauzl), for archives we did not write ourselves
 * (imports, backups): names are left undecoded by yauzl so the caller checks them with its own
 * words, and entry sizes are enforced while reading, so a lying header cannot slip through.
 */

/** Opens the ZIP at `path` for reading its directory and entries one by one. */
export const openZipFile = (path: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Every entry of the directory, in archive order. */
export const readZipDirectory = (zip: ZipFile): Promise<Entry[]> =>
  new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });

/** An entry's name as written (UTF-8 or CP437), unchecked: the caller decides what is safe. */
export const zipEntryName = (entry: Entry): string =>
  yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    false,
  );
