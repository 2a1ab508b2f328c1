import { openAsBlob } from "node:fs";
import { stat, writeFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import type { TourImportResult } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { CliError, usageError } from "../errors";
import type { OrbisApi } from "../session/api";

/** What an export wrote. */
export interface ExportResult {
  readonly tourId: string;
  readonly format: "pannellum" | "site";
  readonly path: string;
  readonly bytes: number;
  /** The published version a site export holds. */
  readonly version: number | null;
}

const save = async (path: string, data: string | Uint8Array) => {
  await writeFile(path, data);
  return (await stat(path)).size;
};

/** Writes the tour as a Pannellum tour JSON (tile URLs absolute, so it runs where it is put). */
export const exportPannellum = async (
  api: OrbisApi,
  tourId: string,
  output?: string,
): Promise<ExportResult> => {
  const document = await api.exportTourPannellum({ params: { id: tourId } });
  const path = resolve(output ?? `tour-${tourId}.pannellum.json`);
  const bytes = await save(path, `${JSON.stringify(document, null, 2)}\n`);
  return { tourId, format: "pannellum", path, bytes, version: null };
};

/**
 * Writes a published version of the tour as a static site ZIP (runs on any file host). Without
 * a version, the current one; a tour never published has none.
 */
export const exportSite = async (
  api: OrbisApi,
  tourId: string,
  options: { readonly version?: number; readonly output?: string },
): Promise<ExportResult> => {
  let version = options.version;
  let slug = "tour";
  if (version === undefined || options.output === undefined) {
    const tour = await api.getTour({ params: { id: tourId } });
    const chosen =
      version === undefined
        ? tour.publishHistory.find((v) => v.current)
        : tour.publishHistory.find((v) => v.version === version);
    if (chosen === undefined)
      throw new CliError(
        ErrorCode.notFound,
        version === undefined
          ? `Tour ${tourId} is not published: run "orbis tours publish ${tourId}" first, or name a --version`
          : `Tour ${tourId} has no published version ${version}`,
      );
    version = chosen.version;
    slug = chosen.slug;
  }
  const zip = await api.downloadPublishedSite({ params: { id: tourId, version } });
  if (!(zip instanceof Blob))
    throw new CliError(ErrorCode.badResponse, "The server did not answer with a ZIP file");
  const path = resolve(options.output ?? `${slug}-v${version}-site.zip`);
  const bytes = await save(path, new Uint8Array(await zip.arrayBuffer()));
  return { tourId, format: "site", path, bytes, version };
};

/** Imports a Pannellum or Marzipano tour ZIP as a new tour of the project. */
export const importTourZip = async (
  api: OrbisApi,
  projectId: string,
  file: string,
  title?: string,
): Promise<TourImportResult> => {
  const path = resolve(file);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw usageError(`${file}: no such file`);
  const form = new FormData();
  form.append("file", await openAsBlob(path, { type: "application/zip" }), basename(path));
  if (title !== undefined) form.append("title", title);
  return api.importTour({ params: { id: projectId }, body: form });
};
