import { createHash } from "node:crypto";
import { artPackageManifest } from "@orbis/core/downloads";
import yazl from "yazl";
import type { ArtPackageSource } from "./artPackageCatalogue";

/**
 * Every entry carries this time, not the build's: the same package then zips to the same bytes
 * in every process and on every start, so its ETag holds across a restart and a load balancer.
 */
const FIXED_MTIME = new Date("2024-01-01T00:00:00Z");

/** The files are Orbis's own, drawn by code; CC0 lets a buyer use them anywhere. */
const LICENCE = "CC0-1.0";

const readme = (source: ArtPackageSource): string =>
  [
    source.names.en,
    "",
    source.descriptions.en,
    "",
    "Licence: CC0 1.0 Universal (public domain dedication). Orbis drew these files by code;",
    "use, change and share them in any project, commercial or not, with no attribution needed.",
    "",
    "manifest.json lists every file with its title, size and media type.",
    "",
  ].join("\n");

/** A package built: the ZIP's bytes and the ETag that names them. */
export interface BuiltArtPackage {
  readonly source: ArtPackageSource;
  readonly zip: Buffer;
  readonly etag: string;
}

/**
 * Zips a package: its items, `README.txt` and `manifest.json`, in a fixed order with a fixed
 * time, so the same package always gives the same bytes (yazl writes the stream as it goes;
 * the packages are a few hundred kilobytes, so the result is kept whole).
 */
export const zipArtPackage = async (source: ArtPackageSource): Promise<BuiltArtPackage> => {
  const manifest = artPackageManifest({
    id: source.id,
    kind: source.kind,
    name: source.names.en,
    licence: LICENCE,
    files: source.items.map((item) => ({
      path: item.path,
      title: item.title,
      bytes: item.data.byteLength,
      contentType: item.contentType,
    })),
  });
  const data = new Map(source.items.map((item) => [item.path, item.data]));
  const zip = new yazl.ZipFile();
  const add = (body: Uint8Array | string, path: string) =>
    zip.addBuffer(Buffer.from(body), path, { mtime: FIXED_MTIME, mode: 0o100644 });
  add(readme(source), "README.txt");
  add(`${JSON.stringify(manifest, null, 2)}\n`, "manifest.json");
  for (const file of manifest.files) add(data.get(file.path) ?? new Uint8Array(), file.path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { source, zip: bytes, etag: `"${hash}"` };
};
