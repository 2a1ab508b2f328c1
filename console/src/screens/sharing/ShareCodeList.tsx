import type { ShareCode } from "@orbis/core/contract";
import { formatShareCode } from "@orbis/core/sharing";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import type { SpaceTabStore } from "../../stores/sharing/SpaceTabStore";
import { DeleteCodeDialog } from "./DeleteCodeDialog";

/** The owner's share codes: title, the code as people read it, a copy button, deletion. */
export const ShareCodeList = observer(({ space }: { readonly space: SpaceTabStore }) => {
  const { t } = useTranslation();
  const { codes } = space;
  const [deleting, setDeleting] = useState<ShareCode | null>(null);

  if (codes.state === "idle" || (codes.state === "loading" && codes.codes.length === 0))
    return <p aria-busy="true">{t("console:sharing.space.loading")}</p>;
  if (codes.state === "failed" && codes.codes.length === 0)
    return (
      <div className="projects__state" role="alert">
        <p>{t("console:sharing.space.loadFailed")}</p>
        <Button variant="outline" onClick={() => void codes.load()}>
          {t("console:sharing.space.retry")}
        </Button>
      </div>
    );
  if (codes.codes.length === 0)
    return <p className="projects__empty">{t("console:sharing.space.noCodes")}</p>;
  return (
    <>
      <ul className="share-codes">
        {codes.codes.map((code) => (
          <ShareCodeItem key={code.codeId} code={code} onDelete={() => setDeleting(code)} />
        ))}
      </ul>
      {deleting && (
        <DeleteCodeDialog space={space} code={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
});

const ShareCodeItem = ({
  code,
  onDelete,
}: {
  readonly code: ShareCode;
  readonly onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const shown = formatShareCode(code.code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      ui.snackbar.show(t("console:sharing.space.copied", { code: shown }), { severity: "success" });
    } catch {
      // No clipboard (plain http, a refused permission): the code is on screen to copy by hand.
      ui.snackbar.show(t("console:sharing.space.copyFailed"), { severity: "warning" });
    }
  };

  return (
    <li className="share-code" data-code-id={code.codeId}>
      <span className="share-code__main">
        <span className="share-code__title">{code.title}</span>
        <code className="share-code__code">{shown}</code>
        <span className="share-code__meta">
          {t("console:sharing.space.tourCount", { count: code.spaceCount })}
        </span>
      </span>
      <Button
        size="sm"
        variant="outline"
        label={t("console:sharing.space.copyLabel", { code: shown })}
        onClick={() => void copy()}
      >
        {t("console:sharing.space.copy")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        theme="danger"
        label={t("console:sharing.space.deleteLabel", { title: code.title })}
        onClick={onDelete}
      >
        {t("console:sharing.space.delete")}
      </Button>
    </li>
  );
};
