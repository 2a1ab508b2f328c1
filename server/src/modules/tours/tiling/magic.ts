/*
 * The file's first bytes decide what it is, never its name or declared type (docs/architecture.md#panoramas).
 */

/** Panorama formats Orbis accepts. */
export type PanoramaFormat = "jpeg" | "png" | "webp";

/** Bytes {@link sniffFormat} needs from the start of a file. */
export const MAGIC_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((b, i) => head[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format announced by a file's first {@link MAGIC_BYTES} bytes, or null for anything else. */
export const sniffFormat = (head: Uint8Array): PanoramaFormat | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, PNG)) return "png";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "webp";
  return null;
};
