/*
 * The rules for reading a tour out of an uploaded ZIP without trusting it: which entry names are
 * safe (no zip slip), how much it may hold (no zip bomb), and how a path written in the tour
 * document finds its entry (never a remote URL: the server does not fetch what a document names).
 */

const MiB = 1024 * 1024;

/** What an imported archive may hold, checked on its directory before anything is extracted. */
export const IMPORT_ARCHIVE_LIMITS = {
  /** Entries in the archive: a multires tour of a dozen 8K scenes has a few thousand tiles. */
  entries: 20_000,
  /** Uncompressed size of one entry: the largest panorama file accepted (16384×8192 PNG). */
  entryBytes: 600 * MiB,
  /** Uncompressed size of all entries together: JPEG tiles do not shrink, so an honest archive
   * is about as large unpacked as packed (the upload limit is 600 MB), a bomb is not. */
  totalBytes: 2048 * MiB,
  /** The tour document itself (a Pannellum JSON or a Marzipano `data.js`), read into memory. */
  documentBytes: 8 * MiB,
} as const;

/** The sizes of an archive as its directory declares them. */
export interface ArchiveSizes {
  readonly entries: number;
  readonly totalBytes: number;
  /** The largest entry: its name and declared uncompressed size. */
  readonly largest: { readonly name: string; readonly bytes: number } | null;
}

/** Why an archive is refused for its size, or null when it fits {@link IMPORT_ARCHIVE_LIMITS}. */
export const archiveSizeProblem = (sizes: ArchiveSizes): string | null => {
  const limits = IMPORT_ARCHIVE_LIMITS;
  if (sizes.entries > limits.entries)
    return `the ZIP holds ${sizes.entries} entries; at most ${limits.entries} are accepted`;
  if (sizes.largest !== null && sizes.largest.bytes > limits.entryBytes)
    return `${JSON.stringify(sizes.largest.name)} unpacks to ${sizes.largest.bytes} bytes; one entry may unpack to at most ${limits.entryBytes}`;
  if (sizes.totalBytes > limits.totalBytes)
    return `the ZIP unpacks to ${sizes.totalBytes} bytes; at most ${limits.totalBytes} are accepted`;
  return null;
};

/** True for C0 control characters and DEL, which no file name should carry. */
export const isControlChar = (c: string): boolean => {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** `text` with every control character replaced by `replacement`. */
export const replaceControls = (text: string, replacement: string): string =>
  [...text].map((c) => (isControlChar(c) ? replacement : c)).join("");

/**
 * Why an entry name of an archive is unsafe, or null: an absolute path (`/x`, `C:x`, `\\x`), a
 * `..` segment (zip slip), or control characters. Backslashes count as separators, as Windows
 * tools write them. Names are never used as paths on disk either; this refuses the archive.
 */
export const archiveEntryProblem = (name: string): string | null => {
  const shown = JSON.stringify(name);
  if (name === "") return "an entry has no name";
  if ([...name].some(isControlChar)) return `the entry ${shown} has control characters in its name`;
  const slashed = name.replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[A-Za-z]:/.test(slashed))
    return `the entry ${shown} has an absolute path`;
  if (slashed.split("/").includes(".."))
    return `the entry ${shown} points outside the archive (..)`;
  return null;
};

/** An entry name as a canonical archive path: forward slashes, no `.` or empty segments. */
export const archivePath = (name: string): string =>
  name
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");

/** The folder part of an archive path (`a/b/c.json` → `a/b`, `c.json` → ``). */
export const archiveDir = (path: string): string => {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
};

/** Where a reference of a document points in its archive, or why it cannot be followed. */
export type ArchiveReference = { readonly paths: readonly string[] } | { readonly problem: string };

const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const joinPath = (dir: string, relative: string): string | null => {
  const out: string[] = dir === "" ? [] : dir.split("/");
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join("/");
};

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The archive paths a document's image reference may name, resolved against the document's
 * folder `dir`: the reference as written, then percent-decoded (`my%20room.jpg`), without its
 * query or fragment. A leading `/` means the archive's root. Refused: remote URLs (`https:`,
 * `//host`, `data:`; the server never fetches them), references leaving the archive.
 */
export const resolveArchiveReference = (dir: string, reference: string): ArchiveReference => {
  const shown = JSON.stringify(reference);
  if (REMOTE.test(reference))
    return {
      problem: `${shown} is a remote URL; the server never fetches images, so put the image in the ZIP and name it by a relative path`,
    };
  const bare = reference.replace(/[?#].*$/, "").replace(/\\/g, "/");
  const base = bare.startsWith("/") ? "" : dir;
  const paths = [...new Set([bare, decoded(bare)])].map((candidate) => joinPath(base, candidate));
  if (paths.some((path) => path === null)) return { problem: `${shown} points outside the ZIP` };
  if (paths.some((path) => path === "")) return { problem: `${shown} names no file` };
  return { paths: paths as string[] };
};
