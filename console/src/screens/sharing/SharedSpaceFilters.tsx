import type { SortDirection } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceField, SearchField } from "../../components/FilterFields";
import type { SharedSpaceSort, SharedSpacesStore } from "../../stores/sharing/SharedSpacesStore";

const SORTS: readonly (readonly [SharedSpaceSort, string])[] = [
  ["sharedAt", "console:sharing.list.sortSharedAt"],
  ["updatedAt", "console:sharing.list.sortUpdatedAt"],
  ["title", "console:sharing.list.sortTitle"],
];

/** Search, sort key and direction of the shared list; each change starts at page one. */
export const SharedSpaceFilters = observer(({ list }: { readonly list: SharedSpacesStore }) => {
  const { t } = useTranslation();
  const onSearch = useCallback((search: string) => void list.load({ pageNo: 1, search }), [list]);
  return (
    <div className="tour-filters">
      <SearchField
        label={t("console:sharing.list.searchLabel")}
        applied={list.query.search}
        onSearch={onSearch}
      />
      <ChoiceField
        label={t("console:sharing.list.sortLabel")}
        value={list.query.sort}
        choices={SORTS.map(([value, key]) => [value, t(key)] as const)}
        onChoose={(sort) => void list.load({ pageNo: 1, sort })}
      />
      <ChoiceField<SortDirection>
        label={t("console:sharing.list.directionLabel")}
        value={list.query.sortDirection}
        choices={[
          ["DESC", t("console:sharing.list.descending")],
          ["ASC", t("console:sharing.list.ascending")],
        ]}
        onChoose={(sortDirection) => void list.load({ pageNo: 1, sortDirection })}
      />
    </div>
  );
});
