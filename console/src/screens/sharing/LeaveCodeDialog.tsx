import type { HeldShareCode } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useStores } from "../../stores/StoreContext";
import type { HeldCodesStore } from "../../stores/sharing/HeldCodesStore";

/** Asks before leaving a joined code: its tours leave the list until it is joined again. */
export const LeaveCodeDialog = observer(
  ({
    held,
    code,
    onClose,
  }: {
    readonly held: HeldCodesStore;
    readonly code: HeldShareCode;
    readonly onClose: () => void;
  }) => {
    const { t } = useTranslation();
    const { ui } = useStores();

    const confirm = async () => {
      const left = await held.leave(code.codeId);
      if (left)
        ui.snackbar.show(t("console:sharing.list.left", { title: code.title }), {
          severity: "success",
        });
      // A refusal is the global handler's snackbar and the list is read again: nothing to keep.
      onClose();
    };

    return (
      <Modal title={t("console:sharing.list.leaveTitle")} onClose={onClose}>
        <p>{t("console:sharing.list.leaveText")}</p>
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:sharing.list.leaveCancel")}
          </Button>
          <Button
            theme="danger"
            disabled={held.leaving === code.codeId}
            onClick={() => void confirm()}
          >
            {t("console:sharing.list.leaveConfirm")}
          </Button>
        </div>
      </Modal>
    );
  },
);
