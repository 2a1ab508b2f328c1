import type { SceneStatistics, StatisticsPoint, TourTotals } from "@orbis/core/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The series as a table: one row per period, its visits and unique visitors. */
export const SeriesTable = ({ series }: { readonly series: readonly StatisticsPoint[] }) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`console:statistics.series.${key}`);
  return (
    <table className="statistics-table" aria-label={k("title")}>
      <thead>
        <tr>
          <th scope="col">{k("period")}</th>
          <th scope="col">{k("visits")}</th>
          <th scope="col">{k("visitors")}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((p) => (
          <tr key={p.date}>
            <th scope="row" className="statistics-day">
              {p.date}
            </th>
            <td>{p.visits}</td>
            <td>{p.visitors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** One tour's scenes: views, average time, and how many visits ended there. */
export const ScenesTable = ({ scenes }: { readonly scenes: readonly SceneStatistics[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const k = (key: string) => t(`console:statistics.scenes.${key}`);
  return (
    <section className="statistics-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{k("tableTitle")}</h2>
      {scenes.length === 0 ? (
        <p>{k("none")}</p>
      ) : (
        <table className="statistics-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{k("scene")}</th>
              <th scope="col">{k("views")}</th>
              <th scope="col">{k("averageSeconds")}</th>
              <th scope="col">{k("exits")}</th>
            </tr>
          </thead>
          <tbody>
            {scenes.map((s) => (
              <tr key={s.sceneId}>
                <th scope="row">{s.title ?? k("removed")}</th>
                <td>{s.views}</td>
                <td>{t("console:statistics.scenes.seconds", { seconds: s.averageSeconds })}</td>
                <td>{s.exits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

/** The account's tours with visits in the range, the most visited first. */
export const ToursTable = ({ tours }: { readonly tours: readonly TourTotals[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const k = (key: string) => t(`console:statistics.${key}`);
  return (
    <section className="statistics-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{k("tours.title")}</h2>
      {tours.length === 0 ? (
        <p>{k("empty")}</p>
      ) : (
        <table className="statistics-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{k("tours.tour")}</th>
              <th scope="col">{k("series.visits")}</th>
              <th scope="col">{k("series.visitors")}</th>
            </tr>
          </thead>
          <tbody>
            {tours.map((tour) => (
              <tr key={tour.tourId}>
                <th scope="row">{tour.title}</th>
                <td>{tour.visits}</td>
                <td>{tour.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
