import { useId } from "react";

/** One row of a {@link StatisticsBars}: what is counted, its number and how it is written. */
export interface StatisticsBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly shown?: string;
}

/** Props of {@link StatisticsBars}. */
export interface StatisticsBarsProps {
  readonly title: string;
  /** The heading of the label column and of the number column. */
  readonly columns: readonly [string, string];
  readonly rows: readonly StatisticsBar[];
  /** Said instead of an empty table. */
  readonly none: string;
}

/**
 * A breakdown as a table whose rows carry a horizontal bar (CSS, relative to the largest row):
 * the bar chart and the table of the same numbers in one, read out as a table.
 */
export const StatisticsBars = ({ title, columns, rows, none }: StatisticsBarsProps) => {
  const titleId = useId();
  const largest = Math.max(0, ...rows.map((r) => r.value));
  return (
    <section className="statistics-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <table className="statistics-table statistics-bars" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <span className="statistics-bar">
                    <span
                      className="statistics-bar__fill"
                      style={{ width: `${largest === 0 ? 0 : (100 * row.value) / largest}%` }}
                    />
                  </span>
                  <span className="statistics-bar__value">{row.shown ?? String(row.value)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
