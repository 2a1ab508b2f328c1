import { slugSchema } from "@orbis/core/contract";
import { slugProblem } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { Modal } from "../../components/Modal";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";
import { absoluteLink, publicTourPath } from "../projects/links";
import { TourThumbnailPicker } from "./TourThumbnailPicker";

/**
 * Publishing: the public address (a slug, kept or claimed), publish as a new version, the
 * versions so far, and the tour's thumbnail. Saves the document first.
 */
export const PublishDialog = observer(({ onClose }: { readonly onClose: () => void }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const publishing = editor.publishing;
  const [slug, setSlug] = useState(publishing.current?.slug ?? "");
  const wanted = slug.trim();
  // Empty keeps the current address (or lets the server derive one from the title).
  const problem =
    wanted === "" ? null : !slugSchema.safeParse(wanted).success || slugProblem(wanted) !== null;

  const publishNow = async () => {
    if (problem) return;
    const version = await publishing.publish(slug.trim() || undefined);
    if (version === null) return;
    setSlug(version.slug);
    ui.snackbar.show(t("console:editor.publish.done", { version: version.version }), {
      severity: "success",
    });
  };

  const current = publishing.current;
  return (
    <Modal title={t("console:editor.publish.title")} onClose={onClose} className="publish-dialog">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void publishNow();
        }}
      >
        <Field
          label={t("console:editor.publish.slug")}
          hint={t("console:editor.publish.slugHelp")}
          error={problem ? t("console:editor.publish.slugProblem") : null}
        >
          {(control) => (
            <div className="publish-slug">
              <span aria-hidden="true">/t/</span>
              <input
                {...control}
                value={slug}
                placeholder={t("console:editor.publish.slugPlaceholder")}
                onChange={(e) => setSlug(e.target.value.toLowerCase())}
              />
            </div>
          )}
        </Field>
        <Button
          fullWidth
          disabled={publishing.busy || problem === true}
          onClick={() => void publishNow()}
        >
          {publishing.busy ? t("console:editor.publish.busy") : t("console:editor.publish.action")}
        </Button>
      </form>
      {current && (
        <p className="publish-current">
          {t("console:editor.publish.live")}{" "}
          <a href={publicTourPath(current.slug)} target="_blank" rel="noreferrer">
            {absoluteLink(publicTourPath(current.slug))}
          </a>{" "}
          <Button
            size="sm"
            variant="text"
            theme="danger"
            disabled={publishing.busy}
            onClick={async () => {
              if (await publishing.unpublish())
                ui.snackbar.show(t("console:editor.publish.offlineDone"), { severity: "success" });
            }}
          >
            {t("console:editor.publish.offline")}
          </Button>
        </p>
      )}
      <h3>{t("console:editor.publish.history")}</h3>
      {publishing.history.length === 0 ? (
        <p className="field-help">{t("console:editor.publish.never")}</p>
      ) : (
        <ol className="publish-history">
          {publishing.history.map((v) => (
            <li key={v.version}>
              {t("console:editor.publish.version", { version: v.version })} ·{" "}
              {formatDay(v.publishedAt, ui.language)} · /t/{v.slug}
              {v.current && <strong> · {t("console:editor.publish.currentTag")}</strong>}
            </li>
          ))}
        </ol>
      )}
      <h3>{t("console:editor.thumbnail.title")}</h3>
      <TourThumbnailPicker />
      <div className="inspector-actions publish-close">
        <Button variant="outline" theme="gray" onClick={onClose}>
          {t("actions.close")}
        </Button>
      </div>
    </Modal>
  );
});
