import type { TourSort } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceField, SearchField } from "../../components/FilterFields";
import { useStores } from "../../stores/StoreContext";

const SORTS: readonly (readonly [TourSort, string])[] = [
  ["-updatedAt", "console:projects.tours.sortUpdated"],
  ["-createdAt", "console:projects.tours.sortCreated"],
  ["title", "console:projects.tours.sortTitle"],
];

type PublishFilter = "all" | "true" | "false";

/** Search, sort and publication filter of the tour list; each change starts at page one. */
export const TourFilters = observer(() => {
  const { t } = useTranslation();
  const { tours } = useStores();
  const onSearch = useCallback((search: string) => void tours.load({ offset: 0, search }), [tours]);
  const publish = tours.query.publish;
  return (
    <div className="tour-filters">
      <SearchField
        label={t("console:projects.tours.searchLabel")}
        applied={tours.query.search}
        onSearch={onSearch}
      />
      <ChoiceField
        label={t("console:projects.tours.sortLabel")}
        value={tours.query.sortby}
        choices={SORTS.map(([value, key]) => [value, t(key)] as const)}
        onChoose={(sortby) => void tours.load({ offset: 0, sortby })}
      />
      <ChoiceField<PublishFilter>
        label={t("console:projects.tours.filterLabel")}
        value={publish === undefined ? "all" : publish ? "true" : "false"}
        choices={[
          ["all", t("console:projects.tours.filterAll")],
          ["true", t("console:projects.tours.filterPublished")],
          ["false", t("console:projects.tours.filterDraft")],
        ]}
        onChoose={(value) =>
          void tours.load({ offset: 0, publish: value === "all" ? undefined : value === "true" })
        }
      />
    </div>
  );
});
