import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";

/** The confirmation before a comment is deleted for everyone. */
export const DeleteCommentDialog = ({
  text,
  onCancel,
  onConfirm,
}: {
  readonly text: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal title={t("console:sharing.comments.deleteTitle")} onClose={onCancel}>
      <p>{text}</p>
      <div className="form__actions">
        <Button variant="outline" theme="gray" onClick={onCancel}>
          {t("console:sharing.comments.cancel")}
        </Button>
        <Button theme="danger" onClick={onConfirm}>
          {t("console:sharing.comments.delete")}
        </Button>
      </div>
    </Modal>
  );
};
