import type { ModelFormat } from "../contract/entities/model";

/*
 * What Orbis accepts as an uploaded 3D model (glTF 2.0), decided from the bytes alone: a GLB
 * container or a `.gltf` JSON document, which must work on its own once stored (a viewer loads
 * it from one URL, so every buffer and image has to be inside it).
 */

/**
 * Largest model file accepted. The glTF validator needs the whole file in memory, and a web
 * viewer has to download it before the model appears; 64 MiB is far above a furnished room.
 */
export const MODEL_MAX_BYTES = 64 * 1024 * 1024;

/** How many leading bytes {@link sniffModelFormat} looks at. */
export const MODEL_SNIFF_BYTES = 64 * 1024;

const GLB_MAGIC = 0x46546c67; // "glTF", little-endian
const JSON_CHUNK = 0x4e4f534a; // "JSON", little-endian
const GLB_HEADER_BYTES = 20; // 12-byte header + the first chunk's length and type

const u32 = (bytes: Uint8Array, offset: number): number =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset, true);

/** Skips a UTF-8 byte order mark and JSON whitespace; answers the first meaningful offset. */
const firstTextByte = (head: Uint8Array): number => {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[i] ?? 0)) i += 1;
  return i;
};

/**
 * The glTF container the leading bytes of a file announce: `glb` for the binary `glTF` magic,
 * `gltf` for a JSON object naming an `"asset"` (every glTF document has one, and exporters write
 * it first), or null for anything else (a panorama, a random JSON file).
 */
export const sniffModelFormat = (head: Uint8Array): ModelFormat | null => {
  if (head.length >= 4 && u32(head, 0) === GLB_MAGIC) return "glb";
  const start = firstTextByte(head);
  if (head[start] !== 0x7b) return null; // "{"
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(start));
  return text.includes('"asset"') ? "gltf" : null;
};

/** The parts of a GLB header Orbis checks: version, declared length, and the JSON chunk's size. */
export interface GlbHeader {
  readonly version: number;
  readonly length: number;
  /** Bytes of the JSON chunk, or null when the first chunk is not JSON (a broken file). */
  readonly jsonBytes: number | null;
}

/** Reads a GLB header from at least its first 20 bytes; null when they are not a GLB header. */
export const readGlbHeader = (head: Uint8Array): GlbHeader | null => {
  if (head.length < GLB_HEADER_BYTES || u32(head, 0) !== GLB_MAGIC) return null;
  return {
    version: u32(head, 4),
    length: u32(head, 8),
    jsonBytes: u32(head, 16) === JSON_CHUNK ? u32(head, 12) : null,
  };
};

/**
 * Why a GLB header does not fit a file of `fileBytes`, or null when it does. A declared length
 * other than the file's size means a truncated or padded upload; version 1 is glTF 1.0, which no
 * current viewer loads.
 */
export const glbHeaderProblem = (header: GlbHeader, fileBytes: number): string | null => {
  if (header.version !== 2)
    return `GLB version ${header.version} is not supported; export glTF 2.0`;
  if (header.length !== fileBytes)
    return `the GLB header declares ${header.length} bytes but the file has ${fileBytes}`;
  if (header.jsonBytes === null) return "the GLB has no JSON chunk first";
  if (GLB_HEADER_BYTES + header.jsonBytes > fileBytes)
    return "the GLB's JSON chunk runs past the end of the file";
  return null;
};

/** The byte range of a GLB's JSON chunk, to read just that part. */
export const glbJsonRange = (header: GlbHeader): { start: number; end: number } => ({
  start: GLB_HEADER_BYTES,
  end: GLB_HEADER_BYTES + (header.jsonBytes ?? 0),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const urisOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((item) => (isObject(item) && typeof item.uri === "string" ? [item.uri] : []))
    : [];

/**
 * Why a parsed glTF JSON document cannot be stored as a model on its own, or null when it can:
 * it must be an object with `asset.version` 2.x, and every buffer and image URI must be an
 * embedded `data:` URI (a GLB's own binary chunk is a buffer without a URI). An external file
 * would be missing when the viewer loads the model from its one URL.
 */
export const gltfDocumentProblem = (json: unknown): string | null => {
  if (!isObject(json) || !isObject(json.asset) || typeof json.asset.version !== "string")
    return "it is not a glTF document: asset.version is missing";
  if (!/^2\.\d+$/.test(json.asset.version))
    return `glTF ${json.asset.version} is not supported; export glTF 2.0`;
  const external = [...urisOf(json.buffers), ...urisOf(json.images)].filter(
    (uri) => !uri.startsWith("data:"),
  );
  if (external.length > 0) {
    const names = external.slice(0, 3).join(", ") + (external.length > 3 ? ", …" : "");
    return `it references external files (${names}); upload a .glb, or a .gltf with embedded data URIs`;
  }
  return null;
};

/** An uploaded model's path relative to its tour's folder, split into its parts. */
export interface ModelPath {
  /** The file name without extension: the random part the upload chose. */
  readonly stem: string;
  readonly format: ModelFormat;
}

const MODEL_PATH = /^models\/([A-Za-z0-9_-]+)\.(glb|gltf)$/;

/**
 * Reads `models/{stem}.{glb|gltf}`, as the upload answers it; null for any other path (another
 * folder, a nested path, a validation report, a panorama), which therefore names no model.
 */
export const parseModelPath = (path: string): ModelPath | null => {
  const match = MODEL_PATH.exec(path);
  if (match === null) return null;
  return { stem: match[1] as string, format: match[2] as ModelFormat };
};

/** The path of a model file inside its tour's folder. */
export const modelPathOf = (stem: string, format: ModelFormat): string =>
  `models/${stem}.${format}`;

/** Where a model's validation report is kept, beside the model in the tour's folder. */
export const validationPathOf = (model: ModelPath): string =>
  `models/${model.stem}.validation.json`;
