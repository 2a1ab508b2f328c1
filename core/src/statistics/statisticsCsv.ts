import type { AccountStatistics, TourStatistics } from "../contract/entities/publishing";
import { csvField, csvRecords } from "../format/csv";

/**
 * Statistics as CSV (RFC 4180, CRLF line ends): one record per period of the series with its
 * visits and visitors (`period,visits,visitors`), headed by the JSON field names so scripts
 * read CSV and JSON alike. `bom` for spreadsheets, none for scripts reading stdout.
 */
export const statisticsCsv = (
  statistics: Pick<TourStatistics | AccountStatistics, "series">,
  bom = false,
): string =>
  csvRecords(
    [
      ["period", "visits", "visitors"],
      ...statistics.series.map((p) => [
        csvField(p.date, "value"),
        csvField(String(p.visits), "value"),
        csvField(String(p.visitors), "value"),
      ]),
    ],
    bom,
  );
