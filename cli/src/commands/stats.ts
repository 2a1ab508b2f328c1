import { Args, Flags } from "@oclif/core";
import type { StatisticsCount, TourStatistics } from "@orbis/core/contract";
import { statisticsCsv } from "@orbis/core/statistics";
import { OrbisCommand } from "../lib/baseCommand";
import { usageError } from "../lib/errors";
import { renderTable } from "../lib/output/table";

/** Values of a breakdown shown on one line; `--json` has them all. */
const SHOWN = 5;

const line = (label: string, counts: readonly StatisticsCount[]) =>
  `${label}: ${
    counts.length === 0
      ? "none"
      : counts
          .slice(0, SHOWN)
          .map((c) => `${c.key} ${c.visits}`)
          .join(", ")
  }`;

export default class Stats extends OrbisCommand {
  static override summary =
    "Show a published tour's visits, unique visitors and where they came from";

  static override description =
    `Visits and unique visitors per day (or week, month) between two days (UTC, both included; the last 30 days by default, at most 366), then devices, languages, referrers and the scenes visits ended on. A visitor is recognised within one day only: visitors of several days add up.
--csv writes the series as RFC 4180 to stdout (period,visits,visitors; CRLF line ends); --json writes the whole answer as the API gives it. Needs a plan with statistics (70007 otherwise).`;

  static override examples = [
    "<%= config.bin %> <%= command.id %> 8d1e…",
    "<%= config.bin %> <%= command.id %> 8d1e… --from 2025-01-01 --to 2025-03-31 --granularity week",
    "<%= config.bin %> <%= command.id %> 8d1e… --csv > visits.csv",
    "<%= config.bin %> <%= command.id %> 8d1e… --json | jq '.referrers'",
  ];

  static override args = {
    tourId: Args.string({ description: "the tour's id", required: true }),
  };

  static override flags = {
    from: Flags.string({ description: "first day, YYYY-MM-DD (included)" }),
    to: Flags.string({ description: "last day, YYYY-MM-DD (included)" }),
    granularity: Flags.string({
      description: "one row per day, week (from Monday) or month",
      options: ["day", "week", "month"],
      default: "day",
    }),
    csv: Flags.boolean({ description: "write the series as CSV to stdout instead of a table" }),
  };

  async run(): Promise<TourStatistics> {
    const { args, flags } = await this.parse(Stats);
    if (flags.csv && this.jsonEnabled())
      throw usageError("--csv and --json both choose the output: use one of them");
    const granularity = flags.granularity as "day" | "week" | "month";
    const stats = await (await this.session(flags)).api().getTourStatistics({
      params: { id: args.tourId },
      query: { from: flags.from, to: flags.to, granularity },
    });
    if (flags.csv) {
      process.stdout.write(statisticsCsv(stats));
      return stats;
    }
    this.log(
      renderTable(
        [
          { header: "PERIOD", value: (p) => p.date },
          { header: "VISITS", value: (p) => String(p.visits), align: "right" },
          { header: "VISITORS", value: (p) => String(p.visitors), align: "right" },
        ],
        stats.series,
        "No days in the range.",
      ),
    );
    this.log(`\nTotal: ${stats.totals.visits} visits, ${stats.totals.visitors} visitors`);
    this.log(line("Devices", stats.devices));
    this.log(line("Languages", stats.languages));
    this.log(line("Referrers", stats.referrers));
    const exits = stats.scenes
      .slice(0, SHOWN)
      .map((s) => `${s.title ?? s.sceneId} ${s.exits} (${s.averageSeconds} s average)`);
    this.log(`Exit scenes: ${exits.length === 0 ? "none" : exits.join(", ")}`);
    return stats;
  }
}
