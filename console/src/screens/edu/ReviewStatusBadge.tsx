import type { ReviewStatus } from "@orbis/core/edu";
import { useTranslation } from "react-i18next";
import "./edu.css";

/** Where a submission's review stands, as a badge: its text says it, the tone only repeats it. */
export const ReviewStatusBadge = ({ status }: { readonly status: ReviewStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`edu-badge edu-badge--${status}`} data-status={status}>
      {t(`console:edu.status.${status}`)}
    </span>
  );
};
