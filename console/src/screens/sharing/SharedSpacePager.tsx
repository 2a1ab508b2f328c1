import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import type { SharedSpacesStore } from "../../stores/sharing/SharedSpacesStore";

/** Previous and next page of the shared list, and which spaces are shown. */
export const SharedSpacePager = observer(({ list }: { readonly list: SharedSpacesStore }) => {
  const { t } = useTranslation();
  const { pageNo, pageSize } = list.query;
  const from = (pageNo - 1) * pageSize + 1;
  const range = t("console:sharing.list.range", {
    from,
    to: Math.min(pageNo * pageSize, list.total),
    total: list.total,
  });
  return (
    <nav className="pager" aria-label={t("console:sharing.list.pages")}>
      <button
        type="button"
        className="btn btn--sm btn--outline btn--theme-gray"
        disabled={pageNo <= 1}
        onClick={() => void list.load({ pageNo: pageNo - 1 })}
      >
        {t("console:sharing.list.previous")}
      </button>
      <span>{range}</span>
      <button
        type="button"
        className="btn btn--sm btn--outline btn--theme-gray"
        disabled={pageNo >= list.pageCount}
        onClick={() => void list.load({ pageNo: pageNo + 1 })}
      >
        {t("console:sharing.list.next")}
      </button>
    </nav>
  );
});
