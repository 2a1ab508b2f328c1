import { useTranslation } from "react-i18next";

/**
 * The count of shared spaces with news, beside the menu entry; nothing when there are none.
 * The digits are for the eye; assistive technology reads "3 new" as part of the link's name.
 */
export const UnreadBadge = ({ count }: { readonly count: number }) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="menu-badge">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{t("console:sharing.menu.unread", { count })}</span>
    </span>
  );
};
