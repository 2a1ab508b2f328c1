import type { ShareCode } from "@orbis/core/contract";
import { formatShareCode } from "@orbis/core/sharing";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useStores } from "../../stores/StoreContext";
import type { SpaceTabStore } from "../../stores/sharing/SpaceTabStore";

/** Asks before deleting a share code: everyone holding it loses what it shared at once. */
export const DeleteCodeDialog = observer(
  ({
    space,
    code,
    onClose,
  }: {
    readonly space: SpaceTabStore;
    readonly code: ShareCode;
    readonly onClose: () => void;
  }) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    const busy = space.codes.deleting === code.codeId;

    const confirm = async () => {
      if (await space.deleteCode(code.codeId)) {
        ui.snackbar.show(t("console:sharing.space.deleted", { title: code.title }), {
          severity: "success",
        });
        onClose();
      }
    };

    return (
      <Modal title={t("console:sharing.space.deleteTitle")} onClose={onClose}>
        <p>
          {t("console:sharing.space.deleteText", {
            code: formatShareCode(code.code),
            title: code.title,
          })}
        </p>
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:sharing.space.cancel")}
          </Button>
          <Button theme="danger" disabled={busy} onClick={() => void confirm()}>
            {t("console:sharing.space.deleteConfirm")}
          </Button>
        </div>
      </Modal>
    );
  },
);
