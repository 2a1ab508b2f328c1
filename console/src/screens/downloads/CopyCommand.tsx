import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";

/** A command to type, with a button that copies it. */
export const CopyCommand = ({ command }: { readonly command: string }) => {
  const { t } = useTranslation();
  const { ui } = useStores();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      ui.snackbar.show(t("console:downloads.plugin.copied"), { severity: "success" });
    } catch {
      // No clipboard (plain http, a refused permission): the command is on screen to copy by hand.
      ui.snackbar.show(t("console:downloads.plugin.copyFailed"), { severity: "warning" });
    }
  };

  return (
    <div className="plugin-command">
      <code>{command}</code>
      <Button
        size="sm"
        variant="outline"
        label={t("console:downloads.plugin.copyLabel", { command })}
        onClick={() => void copy()}
      >
        {t("console:downloads.plugin.copy")}
      </Button>
    </div>
  );
};
