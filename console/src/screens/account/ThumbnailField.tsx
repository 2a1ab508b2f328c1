import type { User } from "@orbis/core/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { useAction } from "../auth/useAction";
import { THUMBNAIL_TYPES, thumbnailProblem } from "./thumbnailProblem";

/** The profile picture and its upload (`POST /users/me/thumbnail`); the server crops it square. */
export const ThumbnailField = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const { profile, ui } = useStores();
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const choose = ([file]: File[]) => {
    if (!file) return;
    const issue = thumbnailProblem(file);
    setProblem(issue ? t(`console:account.info.picture.${issue}`) : null);
    if (issue) return;
    void run(async () => {
      await profile.uploadThumbnail(file);
      ui.snackbar.show(t("console:account.info.picture.uploaded"), { severity: "success" });
    });
  };

  return (
    <FilePicker
      className="account-picture"
      label={
        busy
          ? t("console:account.info.picture.uploading")
          : t("console:account.info.picture.choose")
      }
      accept={THUMBNAIL_TYPES}
      disabled={busy}
      hint={t("console:account.info.picture.hint")}
      error={problem ?? error}
      preview={
        user.thumbnailUrl ? (
          <img
            className="account-picture__image"
            src={user.thumbnailUrl}
            alt={t("console:account.info.picture.alt")}
            width={96}
            height={96}
          />
        ) : (
          <span className="account-picture__image account-picture__image--empty">
            {t("console:account.info.picture.none")}
          </span>
        )
      }
      onPick={choose}
    />
  );
};
