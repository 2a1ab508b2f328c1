import type { TourSort } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { DEFAULT_TOUR_QUERY } from "../../stores/TourListStore";

const SORTS: readonly (readonly [TourSort, string])[] = [
  ["-updatedAt", "console:projects.tours.sortUpdated"],
  ["-createdAt", "console:projects.tours.sortCreated"],
  ["title", "console:projects.tours.sortTitle"],
];

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** Search, sort and publication filter of the tour list; each change starts at page one. */
export const TourFilters = observer(() => {
  const { t } = useTranslation();
  const { tours } = useStores();
  const [search, setSearch] = useState(DEFAULT_TOUR_QUERY.search);

  useEffect(() => {
    if (search === tours.query.search) return;
    const timer = setTimeout(() => void tours.load({ offset: 0, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tours, search]);

  const publish = tours.query.publish;
  return (
    <div className="tour-filters">
      <Field layout="row" label={t("console:projects.tours.searchLabel")}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field layout="row" label={t("console:projects.tours.sortLabel")}>
        {(control) => (
          <select
            {...control}
            value={tours.query.sortby}
            onChange={(event) =>
              void tours.load({ offset: 0, sortby: event.target.value as TourSort })
            }
          >
            {SORTS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field layout="row" label={t("console:projects.tours.filterLabel")}>
        {(control) => (
          <select
            {...control}
            value={publish === undefined ? "all" : String(publish)}
            onChange={(event) => {
              const value = event.target.value;
              void tours.load({
                offset: 0,
                publish: value === "all" ? undefined : value === "true",
              });
            }}
          >
            <option value="all">{t("console:projects.tours.filterAll")}</option>
            <option value="true">{t("console:projects.tours.filterPublished")}</option>
            <option value="false">{t("console:projects.tours.filterDraft")}</option>
          </select>
        )}
      </Field>
    </div>
  );
});
