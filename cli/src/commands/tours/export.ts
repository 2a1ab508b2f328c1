import { Args, Flags } from "@oclif/core";
import { OrbisCommand } from "../../lib/baseCommand";
import { formatBytes } from "../../lib/output/table";
import { type ExportResult, exportPannellum, exportSite } from "../../lib/tours/transfer";

/** Large sites take a while to zip and download. */
const DOWNLOAD_DEADLINE_MS = 10 * 60_000;

export default class ToursExport extends OrbisCommand {
  static override summary =
    "Export a tour: Pannellum JSON, or a published version as a static site";

  static override description =
    `pannellum: the tour as a Pannellum tour configuration with absolute tile URLs (pannellum.viewer(id, config) reads it as is).
site: a published version as a ZIP of a static site (index.html, Pannellum, tiles) that runs on any file host with no Orbis server; the current version unless --version names another.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> 8d1e…",
    "<%= config.bin %> <%= command.id %> 8d1e… --format site -o hall.zip",
    "<%= config.bin %> <%= command.id %> 8d1e… --format site --version 2 --json",
  ];

  static override args = {
    id: Args.string({ description: "tour id", required: true }),
  };

  static override flags = {
    format: Flags.string({
      char: "f",
      description: "what to export",
      options: ["pannellum", "site"],
      default: "pannellum",
    }),
    version: Flags.integer({ description: "published version (site only)", min: 1 }),
    output: Flags.string({
      char: "o",
      description: "file to write (default: tour-<id>.pannellum.json or <slug>-v<n>-site.zip)",
    }),
  };

  async run(): Promise<ExportResult> {
    const { args, flags } = await this.parse(ToursExport);
    const api = (await this.session(flags)).api({ timeoutMs: DOWNLOAD_DEADLINE_MS });
    const result =
      flags.format === "site"
        ? await exportSite(api, args.id, {
            ...(flags.version === undefined ? {} : { version: flags.version }),
            ...(flags.output === undefined ? {} : { output: flags.output }),
          })
        : await exportPannellum(api, args.id, flags.output);
    this.log(`Wrote ${result.path} (${formatBytes(result.bytes)})`);
    return result;
  }
}
