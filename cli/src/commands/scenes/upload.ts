import { Flags } from "@oclif/core";
import { OrbisCommand, RunFailure } from "../../lib/baseCommand";
import { usageError } from "../../lib/errors";
import { trackedTransport } from "../../lib/http/trackedFetch";
import { renderTable } from "../../lib/output/table";
import { DEFAULT_BACKOFF } from "../../lib/upload/backoff";
import { expandInputs } from "../../lib/upload/inputs";
import { reporterFor } from "../../lib/upload/reporterFor";
import type { UploadRun } from "../../lib/upload/runReport";
import {
  runFailure,
  summaryColumns,
  totalsLine,
  type UploadTotals,
  uploadTotals,
} from "../../lib/upload/summary";
import { runUpload } from "../../lib/upload/uploadRun";

/** Uploads of big panoramas on slow links take long; a stalled one is cut after 60 s anyway. */
const UPLOAD_DEADLINE_MS = 30 * 60_000;

export default class ScenesUpload extends OrbisCommand {
  static override summary = "Upload panoramas as scenes of a tour: bulk, resumable";

  static override description =
    `Each file becomes a scene (JPEG, PNG or WebP, 2:1), tiled by the server. Files, directories (their panoramas; -r for subdirectories) and quoted globs are accepted.

Resumable: every file is hashed (SHA-256) and files whose content the tour already has tiled are skipped, so after an interruption the same command uploads only what is missing. A scene with the content that is not tiled (queued, tiling or failed, e.g. after a server crash) gets the file again over its image. Network errors, timeouts, 429 and 5xx answers are retried with exponential backoff; a quota refusal (20004) or a lost session stops the run: nothing more is started, and what was uploaded stays.

Progress goes to stderr: live bars on a terminal, one line per event otherwise; the summary table goes to stdout. Exit codes: 0 all done, 4 stopped by a quota, 3 signed out, 5 network, 1 other failures, 2 usage, 130 interrupted.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> ./shoot --tour 8d1e…",
    '<%= config.bin %> <%= command.id %> "photos/**/*.jpg" --tour 8d1e… --concurrency 6 --wait',
    "<%= config.bin %> <%= command.id %> a.jpg b.jpg --tour 8d1e… --json | jq '.totals'",
  ];

  static override strict = false;

  static override usage = "<%= command.id %> FILE|DIR|GLOB... --tour <id> [flags]";

  static override flags = {
    tour: Flags.string({ char: "t", description: "tour id to add the scenes to", required: true }),
    concurrency: Flags.integer({
      char: "c",
      description: "uploads at a time",
      default: 4,
      min: 1,
      max: 16,
    }),
    retries: Flags.integer({
      description: "retries per file on network errors and 5xx",
      default: DEFAULT_BACKOFF.retries,
      min: 0,
      max: 10,
    }),
    wait: Flags.boolean({ char: "w", description: "wait until the server has tiled the scenes" }),
    "wait-timeout": Flags.integer({
      description: "seconds --wait waits for tiling",
      default: 1800,
      min: 1,
    }),
    overwrite: Flags.boolean({
      description: "replace the image of a scene with the same file name instead of adding one",
    }),
    recursive: Flags.boolean({ char: "r", description: "take panoramas in subdirectories too" }),
  };

  async run(): Promise<UploadRun & { totals: UploadTotals }> {
    const { argv, flags } = await this.parse(ScenesUpload);
    if (argv.length === 0) throw usageError("Name the files, directories or globs to upload");
    const files = await expandInputs(argv.map(String), { recursive: flags.recursive });
    const session = await this.session(flags);
    const transport = trackedTransport();
    const reporter = reporterFor(this.jsonEnabled());
    // Ctrl-C: put the terminal back (the bars hide the cursor) and say how to go on.
    process.once("SIGINT", () => {
      reporter.finish();
      process.stderr.write(
        "\nInterrupted. Run the same command again: it skips what the tour already has.\n",
      );
      process.exit(130);
    });
    const run = await runUpload(files, {
      api: session.api({ fetch: transport.fetch, timeoutMs: UPLOAD_DEADLINE_MS }),
      transport,
      tourId: flags.tour,
      concurrency: flags.concurrency,
      overwrite: flags.overwrite,
      policy: { ...DEFAULT_BACKOFF, retries: flags.retries },
      reporter,
      wait: flags.wait ? { timeoutMs: flags["wait-timeout"] * 1000, pollMs: 500 } : null,
    });
    const result = { ...run, totals: uploadTotals(run.files) };
    this.log(renderTable(summaryColumns, run.files));
    this.log(totalsLine(result.totals, run.timing));
    const failure = runFailure(run);
    if (failure !== null) throw new RunFailure(failure, result);
    return result;
  }
}
