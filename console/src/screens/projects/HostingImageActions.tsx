import { HOSTING_IMAGE_TITLE_MAX_LENGTH, type HostingImage } from "@orbis/core/contract";
import { formatStorageSize } from "@orbis/core/format";
import { tourTitleProblem } from "@orbis/core/tours";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { tourProblemText } from "./tourProblemText";

/**
 * An image card's Rename and Delete, each through its dialog: a rename keeps the extension and
 * the links; a deletion says the links stop working, then gives the hosting storage back.
 */
export const HostingImageActions = ({ image }: { readonly image: HostingImage }) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <span className="image-card__actions">
      <Button
        size="sm"
        variant="outline"
        theme="gray"
        label={t("console:creator.images.renameWho", { title: image.title })}
        onClick={() => setDialog("rename")}
      >
        {t("console:creator.images.rename")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        theme="danger"
        label={t("console:creator.images.deleteWho", { title: image.title })}
        onClick={() => setDialog("delete")}
      >
        {t("console:creator.images.delete")}
      </Button>
      {dialog === "rename" && <RenameImageDialog image={image} onClose={close} />}
      {dialog === "delete" && <DeleteImageDialog image={image} onClose={close} />}
    </span>
  );
};

/** The image's new title, its problem on the field (a title's rule: blank, too long). */
const RenameImageDialog = ({
  image,
  onClose,
}: {
  readonly image: HostingImage;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { images, ui } = useStores();
  const [title, setTitle] = useState(image.title);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const blank = tourTitleProblem(title)?.kind === "required";

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (blank || busy) return;
    if (title.trim() === image.title) return onClose();
    setBusy(true);
    const renamed = await images.rename(image.id, title);
    setBusy(false);
    if (!renamed) return;
    ui.snackbar.show(t("console:creator.images.renamed", { title: title.trim() }), {
      severity: "success",
    });
    onClose();
  };

  return (
    <Modal title={t("console:creator.images.renameTitle")} onClose={onClose}>
      <form className="form" noValidate onSubmit={save}>
        <Field
          label={t("console:creator.images.name")}
          hint={t("console:creator.images.nameHint")}
          error={checked && blank ? tourProblemText(t, "title", { kind: "required" }) : null}
        >
          {(control) => (
            <input
              {...control}
              value={title}
              maxLength={HOSTING_IMAGE_TITLE_MAX_LENGTH}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <div className="form__actions">
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("console:creator.images.cancel")}
          </Button>
          <SubmitButton busy={busy}>{t("console:creator.images.save")}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
};

/** Names the image and its size, says its links stop working, then deletes it. */
const DeleteImageDialog = ({
  image,
  onClose,
}: {
  readonly image: HostingImage;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { images, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const removed = await images.remove(image.id);
    setBusy(false);
    if (!removed) return;
    ui.snackbar.show(t("console:creator.images.deleted"), { severity: "success" });
    onClose();
  };
  return (
    <Modal title={t("console:creator.images.deleteTitle")} onClose={onClose}>
      <p>
        {t("console:creator.images.deleteText", {
          title: image.title,
          bytes: formatStorageSize(image.bytes),
        })}
      </p>
      <div className="form__actions">
        <Button variant="outline" theme="gray" onClick={onClose}>
          {t("console:creator.images.cancel")}
        </Button>
        <Button theme="danger" disabled={busy} onClick={() => void remove()}>
          {t("console:creator.images.delete")}
        </Button>
      </div>
    </Modal>
  );
};
