import { displayName } from "@orbis/core/auth";
import type { SharedSpace } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";
import { sharedSpacePreviewPath } from "./sharedSpacePaths";

/** A space shared with the user: thumbnail, title (to its preview), news badge, owner, comments. */
export const SharedSpaceItem = observer(({ space }: { readonly space: SharedSpace }) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <li className="shared-space" data-space-id={space.spaceId}>
      {space.thumbnailUrl ? (
        <img className="tour-row__thumb" src={space.thumbnailUrl} alt="" />
      ) : (
        <span className="tour-row__thumb tour-row__thumb--empty" aria-hidden="true" />
      )}
      <span className="shared-space__main">
        <span className="shared-space__heading">
          <Link className="shared-space__title" to={sharedSpacePreviewPath(space.spaceId)}>
            {space.title}
          </Link>
          {space.unread && (
            <span className="badge badge--new">{t("console:sharing.list.new")}</span>
          )}
        </span>
        <span className="shared-space__meta">
          {t("console:sharing.list.sharedBy", { owner: displayName(space.owner) })} ·{" "}
          {t("console:sharing.list.comments", { count: space.commentCount })} ·{" "}
          {t("console:sharing.list.sharedOn", { date: formatDay(space.sharedAt, ui.language) })}
        </span>
      </span>
    </li>
  );
});
