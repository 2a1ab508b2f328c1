import { Flags } from "@oclif/core";
import { OrbisCommand, RunFailure } from "../../lib/baseCommand";
import { CliError, usageError } from "../../lib/errors";
import { type Column, renderTable } from "../../lib/output/table";
import { candidatesByIds, candidatesOfProject } from "../../lib/publish/candidates";
import { planPublish } from "../../lib/publish/plan";
import { dryRun, type PublishOutcome, publishPlanned } from "../../lib/publish/publishRun";

const columns: readonly Column<PublishOutcome>[] = [
  { header: "TOUR", value: (o) => o.id },
  { header: "TITLE", value: (o) => o.title },
  { header: "ACTION", value: (o) => o.action },
  { header: "STATUS", value: (o) => o.status },
  {
    header: "VERSION",
    value: (o) => (o.version === null ? "" : String(o.version)),
    align: "right",
  },
  { header: "URL", value: (o) => o.url ?? "" },
  {
    header: "NOTE",
    value: (o) => (o.error ? `${o.error.code} ${o.error.message}` : (o.note ?? "")),
  },
];

export default class ToursPublish extends OrbisCommand {
  static override summary = "Publish tours in bulk and print their public URLs";

  static override description =
    `Publishes the tours named by id, or the tours of a project (--project with --all or --unpublished), a few at a time. Each publication is a new immutable version at the tour's slug (/t/<slug>). Tours without a tiled scene are skipped. --dry-run shows the plan and changes nothing.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> 8d1e… 91ab…",
    "<%= config.bin %> <%= command.id %> --project 3f2c… --unpublished",
    "<%= config.bin %> <%= command.id %> --project 3f2c… --all --dry-run",
    "<%= config.bin %> <%= command.id %> --project 3f2c… --all --json | jq -r '.tours[].url'",
  ];

  static override strict = false;

  static override usage = [
    "<%= command.id %> ID... [--dry-run]",
    "<%= command.id %> --project <id> (--all | --unpublished) [--dry-run]",
  ];

  static override flags = {
    project: Flags.string({ char: "p", description: "publish tours of this project" }),
    all: Flags.boolean({ description: "with --project: every tour", exclusive: ["unpublished"] }),
    unpublished: Flags.boolean({ description: "with --project: tours not yet published" }),
    concurrency: Flags.integer({
      description: "publications at a time",
      default: 3,
      min: 1,
      max: 8,
    }),
    "dry-run": Flags.boolean({ description: "show what would be published; change nothing" }),
  };

  async run(): Promise<{ dryRun: boolean; tours: PublishOutcome[] }> {
    const { argv, flags } = await this.parse(ToursPublish);
    const ids = argv.map(String);
    if (flags.project === undefined && (flags.all || flags.unpublished))
      throw usageError("--all and --unpublished go with --project");
    if (flags.project !== undefined && ids.length > 0)
      throw usageError("Give tour ids or --project, not both");
    if (flags.project !== undefined && !flags.all && !flags.unpublished)
      throw usageError("With --project, say which tours: --all or --unpublished");
    if (flags.project === undefined && ids.length === 0)
      throw usageError("Name tour ids, or --project <id> with --all or --unpublished");
    const session = await this.session(flags);
    const api = session.api();
    const selection = flags.unpublished ? "unpublished" : "all";
    const candidates =
      flags.project === undefined
        ? await candidatesByIds(api, ids)
        : await candidatesOfProject(api, flags.project, selection);
    const plan = planPublish(candidates, selection);
    const tours = flags["dry-run"]
      ? dryRun(plan, session.apiUrl)
      : await publishPlanned(api, plan, {
          apiUrl: session.apiUrl,
          concurrency: flags.concurrency,
          onDone: (o) => {
            if (o.status === "published") this.note(`published ${o.id} → ${o.url}`);
          },
        });
    this.log(renderTable(columns, tours, "No tours to publish."));
    const result = { dryRun: flags["dry-run"], tours };
    const failed = tours.find((t) => t.status === "failed" && t.error !== null);
    if (failed?.error) {
      const count = tours.filter((t) => t.status === "failed").length;
      const message = `${count} tour(s) not published; first: ${failed.id}: ${failed.error.message}`;
      throw new RunFailure(new CliError(failed.error.code, message), result);
    }
    return result;
  }
}
