import { Args, Flags } from "@oclif/core";
import type { TourImportResult } from "@orbis/core/contract";
import { OrbisCommand } from "../../lib/baseCommand";
import { tourColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";
import { importTourZip } from "../../lib/tours/transfer";

/** The server unpacks, checks and tiles every image of the archive before it answers. */
const IMPORT_DEADLINE_MS = 30 * 60_000;

export default class ToursImport extends OrbisCommand {
  static override summary = "Import a Pannellum or Marzipano tour ZIP as a new tour";

  static override description =
    `The ZIP holds a Pannellum tour JSON with its images, or a Marzipano Tool export (data.js and tiles/). What could not be carried over is listed as warnings.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> old-tour.zip --project 3f2c…",
    '<%= config.bin %> <%= command.id %> marzipano-export.zip -p 3f2c… --title "Harbour" --json',
  ];

  static override args = {
    file: Args.string({ description: "the tour ZIP", required: true }),
  };

  static override flags = {
    project: Flags.string({ char: "p", description: "project to import into", required: true }),
    title: Flags.string({ description: "title of the new tour (default: the document's)" }),
  };

  async run(): Promise<TourImportResult> {
    const { args, flags } = await this.parse(ToursImport);
    const api = (await this.session(flags)).api({ timeoutMs: IMPORT_DEADLINE_MS });
    const result = await importTourZip(api, flags.project, args.file, flags.title);
    this.log(renderTable(tourColumns, [result.tour]));
    for (const warning of result.warnings) this.logToStderr(`warning: ${warning}`);
    return result;
  }
}
