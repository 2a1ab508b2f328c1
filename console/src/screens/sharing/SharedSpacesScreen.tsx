import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { HeldCodesStore } from "../../stores/sharing/HeldCodesStore";
import { SharedSpacesStore } from "../../stores/sharing/SharedSpacesStore";
import { HeldCodeList } from "./HeldCodeList";
import { JoinCodeBox } from "./JoinCodeBox";
import { SharedSpaceFilters } from "./SharedSpaceFilters";
import { SharedSpaceItem } from "./SharedSpaceItem";
import { SharedSpacePager } from "./SharedSpacePager";
// The projects screens' list, filter and pager looks, shared so both lists read alike.
import "../projects/projects.css";
import "./sharingLists.css";

/**
 * `/shared`: the box to join with a share code, the codes the user joined (each can be left),
 * then the spaces shared with the user (search, sort, paging), each with its news badge and a
 * link to its preview.
 */
export const SharedSpacesScreen = observer(() => {
  const { t } = useTranslation();
  const root = useStores();
  const [{ list, held }] = useState(() => {
    const held = new HeldCodesStore({
      api: root.api,
      onLeft: () => {
        void list.load({ pageNo: 1 });
        void root.sharing.refreshUnread();
      },
      log: root.log,
    });
    const list = new SharedSpacesStore({
      api: root.api,
      onJoined: () => {
        void root.sharing.refreshUnread();
        void held.load();
      },
      log: root.log,
    });
    return { list, held };
  });
  useEffect(() => {
    void list.load();
    void held.load();
  }, [list, held]);

  const { items, state, query } = list;
  const searching = query.search.trim() !== "";
  return (
    <section className="page shared-spaces">
      <h1>{t("console:sharing.list.title")}</h1>
      <JoinCodeBox list={list} />
      <HeldCodeList held={held} />
      <SharedSpaceFilters list={list} />
      {state === "failed" && (
        <div className="projects__state" role="alert">
          <p>{t("console:sharing.list.loadFailed")}</p>
          <Button variant="outline" onClick={() => void list.load()}>
            {t("console:sharing.list.retry")}
          </Button>
        </div>
      )}
      {state !== "failed" && items.length === 0 && (
        <p className="projects__empty" aria-busy={state !== "ready" || undefined}>
          {state !== "ready"
            ? t("console:sharing.list.loading")
            : searching
              ? t("console:sharing.list.noMatch")
              : t("console:sharing.list.empty")}
        </p>
      )}
      {items.length > 0 && (
        <ul className="shared-spaces__list" aria-busy={state === "loading" || undefined}>
          {items.map((space) => (
            <SharedSpaceItem key={space.spaceId} space={space} />
          ))}
        </ul>
      )}
      {list.total > query.pageSize && <SharedSpacePager list={list} />}
    </section>
  );
});
