import { open } from "node:fs/promises";
import { AppError, ErrorCode, isAppError } from "@orbis/core/errors";
import {
  archiveDir,
  IMPORT_ARCHIVE_LIMITS,
  type ImportDocument,
  type ImportPlan,
  isArchiveClutter,
  pannellumDocumentKind,
  parseMarzipanoData,
  parsePannellumTour,
  pickImportDocument,
} from "@orbis/core/interop";
import type { ZipArchive } from "./zipArchive";

/** The plan of an archive's tour and where its document sits (references resolve from there). */
export interface ArchivePlan {
  readonly plan: ImportPlan;
  readonly documentPath: string;
  readonly documentDir: string;
  /** The plan's warnings, and the archive's own (several documents). */
  readonly warnings: readonly string[];
}

/** JSON files read when looking for the tour document; the rest of a big archive is not opened. */
const MAX_JSON_READ = 50;

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * Refuses an upload that is not a ZIP before it is opened as one: a tour JSON (or `data.js`)
 * alone is a 400 saying to upload the ZIP, since the server never fetches the images it names
 * (that would let a document make the server call any address); anything else is a 415.
 */
export const requireZipUpload = async (path: string): Promise<void> => {
  const file = await open(path, "r");
  const head = Buffer.alloc(512);
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  if (head[0] === ZIP_MAGIC[0] && head[1] === ZIP_MAGIC[1]) return;
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (text.startsWith("{") || text.startsWith("[") || /APP_DATA/.test(text)) {
    throw new AppError(ErrorCode.badRequest, {
      message:
        "body.file: a tour document alone cannot be imported: it names its images but does not carry them, and the server never fetches remote images. Upload a ZIP holding the JSON (or data.js) and its images",
    });
  }
  throw new AppError(ErrorCode.unsupportedMedia, {
    message: "body.file: upload a ZIP archive of a Pannellum tour or a Marzipano Tool export",
  });
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return undefined;
  }
};

/** The tour documents of an archive: Pannellum configs among its JSON files, Marzipano `data.js`. */
const findDocuments = async (archive: ZipArchive) => {
  const found: ImportDocument[] = [];
  const parsed = new Map<string, unknown>();
  let read = 0;
  for (const path of archive.paths) {
    if (isArchiveClutter(path)) continue;
    const name = path.split("/").pop()?.toLowerCase() ?? "";
    if (name === "data.js") found.push({ path, kind: "marzipano" });
    if (!name.endsWith(".json") || read >= MAX_JSON_READ) continue;
    if (archive.sizeOf(path) > IMPORT_ARCHIVE_LIMITS.documentBytes) continue;
    read += 1;
    const value = parseJson(await archive.readText(path, IMPORT_ARCHIVE_LIMITS.documentBytes));
    const kind = pannellumDocumentKind(value);
    if (kind === null) continue;
    found.push({ path, kind });
    parsed.set(path, value);
  }
  return { found, parsed };
};

/** A parser's refusal, naming the document it read. */
const inDocument = (path: string, error: unknown): unknown => {
  if (!isAppError(error)) return error;
  return new AppError(error.code, {
    message: `body.file: ${path}: ${error.message}`,
    details: error.details,
    cause: error,
  });
};

/**
 * Finds the tour document of an archive and reads it into a plan: a Pannellum tour or scene JSON,
 * or a Marzipano Tool `data.js` (never run, only read as data). Refuses an archive without one.
 */
export const readArchivePlan = async (archive: ZipArchive): Promise<ArchivePlan> => {
  const { found, parsed } = await findDocuments(archive);
  const picked = pickImportDocument(found);
  if (picked === null) {
    throw new AppError(ErrorCode.badRequest, {
      message:
        "body.file: the ZIP holds no Pannellum tour JSON (with scenes or a panorama) and no Marzipano data.js; nothing was imported",
    });
  }
  const { document, warning } = picked;
  let plan: ImportPlan;
  try {
    plan =
      document.kind === "marzipano"
        ? parseMarzipanoData(
            await archive.readText(document.path, IMPORT_ARCHIVE_LIMITS.documentBytes),
          )
        : parsePannellumTour(parsed.get(document.path));
  } catch (error) {
    throw inDocument(document.path, error);
  }
  return {
    plan,
    documentPath: document.path,
    documentDir: archiveDir(document.path),
    warnings: warning === null ? plan.warnings : [warning, ...plan.warnings],
  };
};
