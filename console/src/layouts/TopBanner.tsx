import { useTranslation } from "react-i18next";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { useStores } from "../stores/StoreContext";

/** The top banner of the app layout; the user may hide it. */
export const TopBanner = () => {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <aside className="top-banner" aria-label={t("console:brand")}>
      <p>{t("console:banner.text")}</p>
      <Button
        variant="text"
        theme="gray"
        size="sm"
        iconOnly
        label={t("console:banner.close")}
        onClick={() => ui.setTopBannerVisible(false)}
      >
        <Icon name="close" size={20} />
      </Button>
    </aside>
  );
};
