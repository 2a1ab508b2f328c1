import { displayName } from "@orbis/core/auth";
import type { HeldShareCode } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { HeldCodesStore } from "../../stores/sharing/HeldCodesStore";
import { LeaveCodeDialog } from "./LeaveCodeDialog";

/**
 * "Codes you joined": each held code's title, owner and tour count, with a Leave button that
 * asks first. Hidden while the user holds none: the empty list already says how to join.
 */
export const HeldCodeList = observer(({ held }: { readonly held: HeldCodesStore }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [leaving, setLeaving] = useState<HeldShareCode | null>(null);

  if (held.state === "failed" && held.codes.length === 0)
    return (
      <div className="projects__state" role="alert">
        <p>{t("console:sharing.list.heldLoadFailed")}</p>
        <Button variant="outline" onClick={() => void held.load()}>
          {t("console:sharing.list.retry")}
        </Button>
      </div>
    );
  if (held.codes.length === 0) return null;
  return (
    <section className="sharing-section held-codes" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("console:sharing.list.heldTitle")}</h2>
      <ul className="share-codes">
        {held.codes.map((code) => (
          <li key={code.codeId} className="share-code" data-code-id={code.codeId}>
            <span className="share-code__main">
              <span className="share-code__title">{code.title}</span>
              <span className="share-code__meta">
                {t("console:sharing.list.heldFrom", { owner: displayName(code.owner) })}
              </span>
              <span className="share-code__meta">
                {t("console:sharing.list.heldTourCount", { count: code.spaceCount })}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              theme="danger"
              label={t("console:sharing.list.leaveLabel", { title: code.title })}
              onClick={() => setLeaving(code)}
            >
              {t("console:sharing.list.leave")}
            </Button>
          </li>
        ))}
      </ul>
      {leaving && <LeaveCodeDialog held={held} code={leaving} onClose={() => setLeaving(null)} />}
    </section>
  );
});
