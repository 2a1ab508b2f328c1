import type { StatisticsCount } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { upgradePath } from "@orbis/core/payments";
import { UNKNOWN_LANGUAGE } from "@orbis/core/statistics";
import type { TFunction } from "i18next";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { downloadText } from "../../components/saveFile";
import { useStores } from "../../stores/StoreContext";
import { StatisticsStore } from "../../stores/statistics/StatisticsStore";
import { type StatisticsBar, StatisticsBars } from "./StatisticsBars";
import { StatisticsChart } from "./StatisticsChart";
import { StatisticsControls } from "./StatisticsControls";
import { ScenesTable, SeriesTable, ToursTable } from "./StatisticsTables";
import "./statistics.css";

const k = (key: string) => `console:statistics.${key}`;

/** A language code as its name in the interface language (`ko` → "Korean"), else the code. */
const languageName = (code: string, language: string, t: TFunction): string => {
  if (code === UNKNOWN_LANGUAGE) return t(k("breakdowns.unknownLanguage"));
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
};

const bars = (
  counts: readonly StatisticsCount[],
  label: (key: string) => string,
): StatisticsBar[] => counts.map((c) => ({ key: c.key, label: label(c.key), value: c.visits }));

/**
 * `/statistics` (the side menu's Statistics; `?tour=<id>` opens on one tour): the visits of all the caller's tours or of one,
 * over a range of UTC days cut by day, week or month, as a uPlot chart and a table, the
 * breakdowns by device, language and referrer, and for one tour its scenes (where visits end,
 * time spent). The series downloads as CSV (core's rule). A plan without statistics (70007)
 * reads the catalogue's message and the way to the plans; a bad range, the server's words.
 */
export const StatisticsScreen = observer(() => {
  const { t } = useTranslation();
  const root = useStores();
  const [search] = useSearchParams();
  const [store] = useState(
    () =>
      new StatisticsStore({
        api: root.api,
        now: root.now,
        log: root.log,
        tourId: search.get("tour"),
      }),
  );
  useEffect(() => {
    void store.start();
  }, [store]);

  const { figures, scenes } = store;
  const visitsColumns = (first: string) =>
    [t(k(`breakdowns.columns.${first}`)), t(k("breakdowns.visits"))] as const;
  const download = () => {
    const csv = store.csv;
    if (csv === null) return;
    downloadText(csv.fileName, csv.content);
    root.ui.snackbar.show(t(k("downloaded"), { fileName: csv.fileName }), { severity: "success" });
  };

  return (
    <div className="statistics-page">
      <h1>{t(k("title"))}</h1>
      <p>{t(k("lead"))}</p>
      <StatisticsControls store={store} />
      {store.state === "idle" || store.state === "loading" ? (
        <p role="status">{t(k("loading"))}</p>
      ) : !store.onPlan ? (
        <div className="statistics-section" role="alert">
          <p>{t("errors:statisticsNotAccessible")}</p>
          <Button href={upgradePath(ErrorCode.statisticsNotAccessible)}>{t(k("seePlans"))}</Button>
        </div>
      ) : store.state === "failed" || figures === null ? (
        <div className="statistics-section" role="alert">
          <p>
            {t(k("loadFailed"))} {errorText(t, store.error, { serverWords: true })}
          </p>
          <Button onClick={() => void store.load()}>{t(k("retry"))}</Button>
        </div>
      ) : (
        <>
          <div className="statistics-summary">
            <p>
              {t(k("totals"), {
                from: figures.from,
                to: figures.to,
                visits: figures.totals.visits,
                visitors: figures.totals.visitors,
              })}
            </p>
            <Button variant="outline" onClick={download}>
              {t(k("downloadCsv"))}
            </Button>
          </div>
          {store.empty ? (
            <p className="statistics-empty">{t(k("empty"))}</p>
          ) : (
            <>
              <section className="statistics-section" aria-label={t(k("series.title"))}>
                <h2>{t(k("series.title"))}</h2>
                <StatisticsChart
                  series={figures.series}
                  label={t(k("series.chart"))}
                  visitsLabel={t(k("series.visits"))}
                  visitorsLabel={t(k("series.visitors"))}
                />
                <SeriesTable series={figures.series} />
              </section>
              <div className="statistics-grid">
                <StatisticsBars
                  title={t(k("breakdowns.devices"))}
                  columns={visitsColumns("devices")}
                  none={t(k("breakdowns.none"))}
                  rows={bars(figures.devices, (key) =>
                    t(k(`breakdowns.device.${key}`), { defaultValue: key }),
                  )}
                />
                <StatisticsBars
                  title={t(k("breakdowns.languages"))}
                  columns={visitsColumns("languages")}
                  none={t(k("breakdowns.none"))}
                  rows={bars(figures.languages, (key) => languageName(key, root.ui.language, t))}
                />
                <StatisticsBars
                  title={t(k("breakdowns.referrers"))}
                  columns={visitsColumns("referrers")}
                  none={t(k("breakdowns.none"))}
                  rows={bars(figures.referrers, (key) =>
                    key === "direct" ? t(k("breakdowns.direct")) : key,
                  )}
                />
              </div>
              {scenes !== null && <SceneFigures scenes={scenes} />}
              {"tours" in figures && <ToursTable tours={figures.tours} />}
            </>
          )}
        </>
      )}
    </div>
  );
});

/** One tour's scenes as two bar charts (where visits end, time spent) and their table. */
const SceneFigures = ({ scenes }: { readonly scenes: NonNullable<StatisticsStore["scenes"]> }) => {
  const { t } = useTranslation();
  const title = (s: (typeof scenes)[number]) => s.title ?? t(k("scenes.removed"));
  const byTime = [...scenes].sort((a, b) => b.averageSeconds - a.averageSeconds);
  return (
    <>
      <div className="statistics-grid">
        <StatisticsBars
          title={t(k("scenes.exitsTitle"))}
          columns={[t(k("scenes.scene")), t(k("scenes.exits"))]}
          none={t(k("scenes.none"))}
          rows={scenes.map((s) => ({ key: s.sceneId, label: title(s), value: s.exits }))}
        />
        <StatisticsBars
          title={t(k("scenes.timeTitle"))}
          columns={[t(k("scenes.scene")), t(k("scenes.averageSeconds"))]}
          none={t(k("scenes.none"))}
          rows={byTime.map((s) => ({
            key: s.sceneId,
            label: title(s),
            value: s.averageSeconds,
            shown: t(k("scenes.seconds"), { seconds: s.averageSeconds }),
          }))}
        />
      </div>
      <ScenesTable scenes={scenes} />
    </>
  );
};
