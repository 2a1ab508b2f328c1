import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";
import { Icon } from "./Icon";
import "./Snackbar.css";

/**
 * The AI-generation snackbar (docs/product/screens.md): top-right, 3 s, closable; says generation is complete
 * and where the images are (Create > AI image generation and selection).
 */
export const AiSnackbar = observer(() => {
  const { ui } = useStores();
  const { t } = useTranslation();
  if (!ui.aiSnackbarOpen) return null;
  return (
    <div className="snackbar snackbar--top-right snackbar--success" role="status">
      <Icon name="success" />
      <span className="snackbar__text">
        <strong>{t("ai:snackbar.complete")}</strong>
        <br />
        {t("ai:snackbar.location")}
      </span>
      <button
        type="button"
        className="snackbar__close"
        aria-label={t("snackbar.close")}
        onClick={() => ui.closeAiSnackbar()}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
});
