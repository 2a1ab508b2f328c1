import type { ReviewStatus } from "@orbis/core/edu";
import { useTranslation } from "react-i18next";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import "./edu.css";

/** Where a submission's review stands, as a badge: its text says it, the tone only repeats it. */
export const ReviewStatusBadge = ({ status }: { readonly status: ReviewStatus }) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  return (
    <span className={`edu-badge edu-badge--${status}`} data-status={status}>
      {t(`edu:status.${status}`)}
    </span>
  );
};
