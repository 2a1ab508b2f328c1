import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBoundedCache } from "../cache/boundedCache";
import { createFileBodies } from "./fileBodies";
import {
  assertSafeKey,
  assertSafePrefix,
  type FileStore,
  type FoundObject,
  type ListedObject,
  type PutBody,
  type ReadObject,
} from "./fileStore";

/*
 * Files in a directory. Each object has a sidecar `<key>.meta.json` with its content type, and is
 * written to a temp name in the same directory first, then renamed: rename is atomic on one file
 * system, so a reader never sees half a file and a crash leaves only a temp file behind (removed
 * at the next start, see `removeTempFiles`). Before `put` resolves, the file is fsynced, renamed,
 * and its folder fsynced (and the parents of folders it created), so an acknowledged object
 * survives a power loss, not only a crash of the process.
 */

const META = ".meta.json";
/** Objects per page of `entries`, like one S3 ListObjectsV2 page. */
const PAGE_SIZE = 1000;
/** How the temp file of a put in progress is named, beside the object it becomes. */
export const TEMP = ".tmp-";

/** Options of {@link createLocalFileStore}. */
export interface LocalFileStoreOptions {
  /** fsync files and folders before a put resolves; on by default (off only to measure it). */
  readonly fsync?: boolean;
  /** The most bytes of small files kept in memory for reads (see fileBodies.ts); 48 MiB. */
  readonly cacheBytes?: number;
}

const DEFAULT_CACHE_BYTES = 48 * 1024 * 1024;

/** A read answered from memory: its stream is made only if a caller asks for one. */
const inMemory = (object: FoundObject, body: Buffer): ReadObject => ({
  ...object,
  body,
  get stream() {
    return Readable.from([body]);
  },
});
/** The largest file kept in memory: a tile, preview or thumbnail is far less, a source more. */
const CACHED_FILE_MAX_BYTES = 512 * 1024;

const syncPath = async (path: string) => {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** The folders whose entries a put changed: the object's, and the parent of each it created. */
const foldersToSync = (folder: string, firstCreated: string | undefined): string[] => {
  const folders = [folder];
  if (firstCreated === undefined) return folders;
  for (let dir = folder; dir !== firstCreated && dirname(dir) !== dir; dir = dirname(dir))
    folders.push(dirname(dir));
  folders.push(dirname(firstCreated));
  return [...new Set(folders)];
};

const writeBody = async (target: string, body: PutBody) => {
  if ("buffer" in body) return writeFile(target, body.buffer);
  if ("stream" in body) {
    const out = createWriteStream(target);
    try {
      return await pipeline(body.stream, out);
    } catch (error) {
      // A source that fails at once can beat the file's open: the stream still creates the
      // file and then closes it. Wait for that, or the caller's clean-up runs first and the
      // temp file is left behind.
      if (!out.closed) await once(out, "close");
      throw error;
    }
  }
  // A local file may sit on another file system, so it is copied rather than renamed.
  return copyFile(body.path, target);
};

const walk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
};

/** A {@link FileStore} under `root`. */
export const createLocalFileStore = (
  root: string,
  options: LocalFileStoreOptions = {},
): FileStore => {
  const durable = options.fsync ?? true;
  // Windows cannot open a folder to fsync it; NTFS journals its renames anyway.
  const syncFolder = durable && process.platform !== "win32" ? syncPath : async () => {};
  const syncFile = durable ? syncPath : async () => {};
  const pathOf = (key: string) => join(root, ...assertSafeKey(key).split("/"));
  const keyOf = (path: string) => relative(root, path).split(sep).join("/");

  // Content types by key, so serving a file (a tile, thousands a second) costs no sidecar read.
  // This process is the folder's only writer (a DATA_DIR belongs to one server), so its own puts
  // and removals keep the cache true.
  const contentTypes = createBoundedCache<string>({ maxEntries: 50_000 });
  const contentTypeOf = async (key: string, path: string) => {
    const known = contentTypes.get(key);
    if (known !== undefined) return known;
    const meta = await readFile(`${path}${META}`, "utf8").catch(() => null);
    const contentType =
      (JSON.parse(meta ?? "{}") as { contentType?: string }).contentType ??
      "application/octet-stream";
    if (meta !== null) contentTypes.set(key, contentType);
    return contentType;
  };
  const found = async (key: string) => {
    const path = pathOf(key);
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) return null;
    const contentType = await contentTypeOf(key, path);
    return { path, bytes: info.size, contentType, modifiedAt: info.mtime };
  };
  // Small files' bytes, for the same reason (see fileBodies.ts). `writes` counts every write
  // and removal: a read that saw one happen while it read keeps its bytes to itself, as they
  // may be the old ones.
  const bodies = createFileBodies(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  let writes = 0;
  const changed = (key: string) => {
    writes += 1;
    bodies.delete(key);
  };
  const stat_ = async (key: string): Promise<FoundObject | null> => {
    const object = await found(key);
    if (object === null) return null;
    const { path: _path, ...rest } = object;
    return rest;
  };

  const store: FileStore = {
    put: async (key, body, contentType) => {
      const path = pathOf(key);
      const folder = dirname(path);
      const created = await mkdir(folder, { recursive: true });
      const temp = join(folder, `${TEMP}${randomUUID()}`);
      try {
        await writeBody(temp, body);
        await writeFile(`${temp}${META}`, JSON.stringify({ contentType }));
        await syncFile(temp);
        await syncFile(`${temp}${META}`);
        await rename(`${temp}${META}`, `${path}${META}`);
        await rename(temp, path);
        changed(key);
        contentTypes.set(key, contentType);
        for (const dir of foldersToSync(folder, created)) await syncFolder(dir);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}${META}`, { force: true });
        throw error;
      }
      const info = await stat(path);
      return { bytes: info.size, contentType };
    },
    read: async (key) => {
      const kept = bodies.get(assertSafeKey(key));
      if (kept !== undefined) return inMemory(kept.object, kept.body);
      const before = writes;
      const object = await found(key);
      if (object === null) return null;
      const { path, ...rest } = object;
      if (rest.bytes > CACHED_FILE_MAX_BYTES) return { ...rest, stream: createReadStream(path) };
      const body = await readFile(path).catch(() => null);
      // Removed between the stat and the read: as if it had not been found.
      if (body === null) return null;
      if (writes === before && body.length === rest.bytes) bodies.set(key, { body, object: rest });
      return inMemory(rest, body);
    },
    stat: stat_,
    copy: async (from, to) => {
      const object = await stat_(from);
      if (object === null) return false;
      await store.put(to, { path: pathOf(from) }, object.contentType);
      return true;
    },
    remove: async (key) => {
      const path = pathOf(key);
      changed(key);
      contentTypes.delete(key);
      await rm(path, { force: true });
      await rm(`${path}${META}`, { force: true });
      // Again once it is gone: a read between the first drop and the removal kept nothing.
      changed(key);
    },
    removePrefix: async (prefix) => {
      const keys = await listKeys(assertSafePrefix(prefix));
      const dropAll = () => {
        writes += 1;
        bodies.deletePrefix(prefix);
      };
      dropAll();
      let freed = 0;
      for (const key of keys) {
        contentTypes.delete(key);
        freed += (await stat(pathOf(key)).catch(() => null))?.size ?? 0;
        await rm(pathOf(key), { force: true });
        await rm(`${pathOf(key)}${META}`, { force: true });
      }
      dropAll();
      return freed;
    },
    // async so an unsafe prefix rejects like every other call instead of throwing at the caller.
    list: async (prefix) => listKeys(assertSafePrefix(prefix)),
    entries: async function* (prefix) {
      const keys = await listKeys(assertSafePrefix(prefix));
      for (let i = 0; i < keys.length; i += PAGE_SIZE) {
        const page: ListedObject[] = [];
        for (const key of keys.slice(i, i + PAGE_SIZE)) {
          // Removed since the listing: not there any more, so not listed.
          const info = await stat(pathOf(key)).catch(() => null);
          if (info?.isFile()) page.push({ key, bytes: info.size, modifiedAt: info.mtime });
        }
        yield page;
      }
    },
  };
  return store;

  async function listKeys(prefix: string): Promise<string[]> {
    const base =
      prefix.endsWith("/") || prefix === "" ? prefix : prefix.slice(0, prefix.lastIndexOf("/") + 1);
    const files = await walk(join(root, ...base.split("/").filter(Boolean)));
    return files
      .map(keyOf)
      .filter(
        (k) => k.startsWith(prefix) && !k.endsWith(META) && !k.split("/").pop()?.startsWith(TEMP),
      )
      .sort();
  }
};

/**
 * Removes the temp files puts cut short by a crash left in a store's folder (`.tmp-…` beside
 * objects, 14–21 MB per killed upload or tiling). Run at start, before anything writes: a put in
 * flight would lose its temp file. Answers what was removed.
 */
export const removeTempFiles = async (root: string): Promise<{ files: number; bytes: number }> => {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.startsWith(TEMP)) continue;
    const path = join(entry.parentPath, entry.name);
    bytes += (await stat(path).catch(() => null))?.size ?? 0;
    await rm(path, { force: true });
    files++;
  }
  return { files, bytes };
};
