import type { SortDirection } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import type { SharedSpaceSort, SharedSpacesStore } from "../../stores/sharing/SharedSpacesStore";

const SORTS: readonly (readonly [SharedSpaceSort, string])[] = [
  ["sharedAt", "console:sharing.list.sortSharedAt"],
  ["updatedAt", "console:sharing.list.sortUpdatedAt"],
  ["title", "console:sharing.list.sortTitle"],
];

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** Search, sort key and direction of the shared list; each change starts at page one. */
export const SharedSpaceFilters = observer(({ list }: { readonly list: SharedSpacesStore }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState(list.query.search);

  useEffect(() => {
    if (search === list.query.search) return;
    const timer = setTimeout(() => void list.load({ pageNo: 1, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [list, search]);

  return (
    <div className="tour-filters">
      <Field layout="row" label={t("console:sharing.list.searchLabel")}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field layout="row" label={t("console:sharing.list.sortLabel")}>
        {(control) => (
          <select
            {...control}
            value={list.query.sort}
            onChange={(event) =>
              void list.load({ pageNo: 1, sort: event.target.value as SharedSpaceSort })
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
      <Field layout="row" label={t("console:sharing.list.directionLabel")}>
        {(control) => (
          <select
            {...control}
            value={list.query.sortDirection}
            onChange={(event) =>
              void list.load({ pageNo: 1, sortDirection: event.target.value as SortDirection })
            }
          >
            <option value="DESC">{t("console:sharing.list.descending")}</option>
            <option value="ASC">{t("console:sharing.list.ascending")}</option>
          </select>
        )}
      </Field>
    </div>
  );
});
