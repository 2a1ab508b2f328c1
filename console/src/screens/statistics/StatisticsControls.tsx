import { type StatisticsGranularity, statisticsGranularitySchema } from "@orbis/core/contract";
import { STATISTICS_PRESET_DAYS } from "@orbis/core/statistics";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { ALL_TOURS, type StatisticsStore } from "../../stores/statistics/StatisticsStore";

const GRANULARITIES: readonly StatisticsGranularity[] = ["day", "week", "month"];

/** The tours to pick, grouped under their projects' names. */
const byProject = (store: StatisticsStore) => {
  const groups = new Map<string, { id: string; title: string }[]>();
  for (const tour of store.tours) {
    groups.set(tour.projectName, [...(groups.get(tour.projectName) ?? []), tour]);
  }
  return [...groups];
};

/**
 * What the statistics count: all tours or one, the days (a preset or from/to picked by hand)
 * and how the series is cut. Each change asks the server again; it judges the range.
 */
export const StatisticsControls = observer(({ store }: { readonly store: StatisticsStore }) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`console:statistics.controls.${key}`);
  return (
    <section className="statistics-controls" aria-label={k("label")}>
      <Field layout="row" label={k("scope")}>
        {(control) => (
          <select
            {...control}
            value={store.scope}
            onChange={(event) => void store.chooseScope(event.target.value)}
          >
            <option value={ALL_TOURS}>{k("allTours")}</option>
            {byProject(store).map(([project, tours]) => (
              <optgroup key={project} label={project}>
                {tours.map((tour) => (
                  <option key={tour.id} value={tour.id}>
                    {tour.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="statistics-presets">
        <legend>{k("presets")}</legend>
        {STATISTICS_PRESET_DAYS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant="outline"
            selected={store.preset === days}
            onClick={() => void store.choosePreset(days)}
          >
            {t("console:statistics.controls.lastDays", { count: days })}
          </Button>
        ))}
      </fieldset>
      <Field layout="row" label={k("from")}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={store.from}
            onChange={(event) => {
              if (event.target.value !== "") void store.chooseDays({ from: event.target.value });
            }}
          />
        )}
      </Field>
      <Field layout="row" label={k("to")}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={store.to}
            onChange={(event) => {
              if (event.target.value !== "") void store.chooseDays({ to: event.target.value });
            }}
          />
        )}
      </Field>
      <Field layout="row" label={k("granularity")}>
        {(control) => (
          <select
            {...control}
            value={store.granularity}
            onChange={(event) => {
              const chosen = statisticsGranularitySchema.safeParse(event.target.value);
              if (chosen.success) void store.chooseGranularity(chosen.data);
            }}
          >
            {GRANULARITIES.map((g) => (
              <option key={g} value={g}>
                {k(g)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </section>
  );
});
