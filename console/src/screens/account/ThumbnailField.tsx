import type { User } from "@orbis/core/contract";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { FormError } from "../auth/FormError";
import { useAction } from "../auth/useAction";
import { THUMBNAIL_TYPES, thumbnailProblem } from "./thumbnailProblem";

/** The profile picture and its upload (`POST /users/me/thumbnail`); the server crops it square. */
export const ThumbnailField = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  const { profile, ui } = useStores();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
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
    <div className="account-picture">
      {user.thumbnailUrl ? (
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
      )}
      <div className="account-picture__actions">
        {/* The input stays focusable (only hidden from sight); its label looks like a button. */}
        <input
          id={inputId}
          className="account-picture__input"
          type="file"
          accept={THUMBNAIL_TYPES}
          disabled={busy}
          aria-describedby={hintId}
          onChange={choose}
        />
        <label htmlFor={inputId} className="btn btn--sm btn--outline btn--theme-primary">
          {busy
            ? t("console:account.info.picture.uploading")
            : t("console:account.info.picture.choose")}
        </label>
        <small id={hintId}>{t("console:account.info.picture.hint")}</small>
        <FormError text={problem ?? error} />
      </div>
    </div>
  );
};
