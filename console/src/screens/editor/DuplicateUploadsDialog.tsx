import type { DuplicateChoice } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { RadioChoices } from "../../components/RadioChoices";
import type { EditorUploads } from "../../stores/editor/EditorUploads";

/**
 * Asks, per picked file whose name the tour already has, whether to skip it (chosen from the
 * start) or replace the image of the scene made from it; Continue sends the pick as chosen,
 * Cancel (or Escape) sends none of it. Returns the names left out through `onSent`.
 */
export const DuplicateUploadsDialog = observer(
  ({
    uploads,
    onSent,
  }: {
    readonly uploads: EditorUploads;
    readonly onSent: (skipped: readonly string[]) => void;
  }) => {
    const { t } = useTranslation();
    const pending = uploads.pending;
    if (pending === null) return null;
    const choices = [
      { value: "skip" as const, label: t("console:creator.uploads.skip") },
      { value: "replace" as const, label: t("console:creator.uploads.replace") },
    ];
    return (
      <Modal title={t("console:creator.uploads.title")} onClose={() => uploads.cancel()}>
        <p>{t("console:creator.uploads.lead")}</p>
        {pending.duplicates.map((name, index) => (
          <RadioChoices<DuplicateChoice>
            key={name}
            className="duplicate-choice"
            legend={name}
            name={`duplicate-${index}`}
            choices={choices}
            value={uploads.choices.get(name) ?? "skip"}
            onChange={(choice) => uploads.choose(name, choice)}
          />
        ))}
        <div className="inspector-actions publish-close">
          <Button variant="outline" theme="gray" onClick={() => uploads.cancel()}>
            {t("console:creator.uploads.cancel")}
          </Button>
          <Button onClick={() => onSent(uploads.confirm())}>
            {t("console:creator.uploads.send")}
          </Button>
        </div>
      </Modal>
    );
  },
);
