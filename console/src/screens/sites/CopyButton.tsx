import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";

/** A button that copies `text`, saying so, or saying to copy it by hand when it cannot. */
export const CopyButton = ({
  text,
  children,
  label,
  copied,
}: {
  readonly text: string;
  readonly children: string;
  readonly label?: string;
  readonly copied: string;
}) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      ui.snackbar.show(copied, { severity: "success" });
    } catch {
      // No clipboard (plain http, a refused permission): the text is on screen to copy by hand.
      ui.snackbar.show(t("console:sites.list.copyFailed"), { severity: "warning" });
    }
  };
  return (
    <Button size="sm" variant="outline" label={label} onClick={() => void copy()}>
      {children}
    </Button>
  );
};
