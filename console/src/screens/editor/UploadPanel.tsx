import type { UploadRow } from "@orbis/core/tours";
import { EDITOR_UPLOAD_TYPES } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { AiScenePicker } from "./AiScenePicker";
import { DuplicateUploadsDialog } from "./DuplicateUploadsDialog";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * One file's line: name, a progress bar and where it stands. A failed file shows no bar: a full
 * one would say it went through; its line says why it did not, in the server's words.
 */
const UploadLine = ({ row }: { readonly row: UploadRow }) => {
  const { t } = useTranslation();
  const sent = row.bytes > 0 ? row.sentBytes / row.bytes : 0;
  const value = row.phase === "uploading" ? sent : row.phase === "tiling" ? row.tiling : 1;
  return (
    <li className={`upload-row upload-${row.phase}`}>
      <span className="upload-name">{row.fileName}</span>
      {row.phase !== "failed" && (
        <progress
          max={1}
          value={row.phase === "waiting" ? 0 : value}
          aria-label={t("console:editor.uploads.progressOf", { name: row.fileName })}
        />
      )}
      <span className="upload-phase">
        {t(`console:editor.uploads.phase.${row.phase}`, { percent: percent(value) })}
        {row.error && ` — ${row.error}`}
      </span>
    </li>
  );
};

/**
 * Adding panoramas (and glTF models): a drop zone and a file picker; names the tour already has
 * wait for the creator's choice (skip or replace each); then each file's upload progress and its
 * scene's tiling. Files of the wrong kind are refused at once, with the reason; a file the server
 * refuses says why on its line (the one message of that failure).
 */
export const UploadPanel = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const [over, setOver] = useState(false);
  const uploads = editor.uploads;

  const add = async (files: readonly File[]) => {
    const refused = await uploads.add(files);
    if (refused.length === 0) return;
    // One message for the files one pick refused, replacing an older refusal still on show.
    const reasons = refused.map(({ fileName, problem }) =>
      problem === "repeated"
        ? t("console:creator.uploads.repeated", { name: fileName })
        : t(`console:editor.uploads.refused.${problem}`, {
            name: fileName,
            types: EDITOR_UPLOAD_TYPES.join(", "),
          }),
    );
    ui.snackbar.show(reasons.join(" "), { severity: "error", kind: "upload-refused" });
  };
  const sent = (skipped: readonly string[]) => {
    if (skipped.length === 0) return;
    ui.snackbar.show(t("console:creator.uploads.skipped", { names: skipped.join(", ") }), {
      severity: "info",
    });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <section className="upload-panel">
      <h2>{t("console:editor.uploads.title")}</h2>
      {/* The drop zone is a convenience: the labelled file picker inside does the same by keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className={over ? "drop-zone over" : "drop-zone"}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t("console:editor.uploads.drop")}</p>
        <FilePicker
          className="drop-pick"
          label={t("console:editor.uploads.pick")}
          accept={EDITOR_UPLOAD_TYPES.join(",")}
          multiple
          variant="fill"
          disabled={uploads.checking || uploads.pending !== null}
          onPick={(files) => void add(files)}
        />
        <p className="field-help" aria-live="polite">
          {uploads.checking ? t("console:creator.uploads.checking") : ""}
        </p>
      </div>
      <AiScenePicker />
      <DuplicateUploadsDialog uploads={uploads} onSent={sent} />
      {uploads.rows.length > 0 && (
        <>
          <p className="upload-total">
            {t("console:editor.uploads.total", { percent: percent(uploads.share) })}
          </p>
          <ul className="upload-list" aria-label={t("console:editor.uploads.title")}>
            {uploads.rows.map((row) => (
              <UploadLine key={row.key} row={row} />
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => uploads.clearFinished()}>
            {t("console:editor.uploads.clear")}
          </button>
        </>
      )}
    </section>
  );
});
