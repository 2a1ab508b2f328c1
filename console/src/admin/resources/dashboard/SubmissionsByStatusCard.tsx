import { BarChart } from "@mui/x-charts/BarChart";
import { REVIEW_STATUSES, submissionsByStatus } from "@orbis/core/admin";
import type { AdminSubmission } from "@orbis/core/contract";
import { useMemo } from "react";
import { useTranslate } from "react-admin";
import { DashboardCard } from "./DashboardCard";

/** How many submissions are in each review status. */
export const SubmissionsByStatusCard = ({
  submissions,
  loading,
  error,
}: {
  readonly submissions: readonly AdminSubmission[] | undefined;
  readonly loading: boolean;
  readonly error: unknown;
}) => {
  const translate = useTranslate();
  const counts = useMemo(() => submissionsByStatus(submissions ?? []), [submissions]);
  const title = translate("resources.dashboard.submissions.title");
  return (
    <DashboardCard id="dashboard-submissions" title={title} loading={loading} error={error}>
      {/* The chart's own `title` lands as an aria-label on a plain div (axe refuses it): a
          figure named by it holds the chart instead. */}
      <figure aria-label={title} style={{ margin: 0 }}>
        <BarChart
          desc={REVIEW_STATUSES.map(
            (s) => `${translate(`resources.submissions.status.${s}`)}: ${counts[s]}`,
          ).join(", ")}
          height={260}
          xAxis={[
            {
              scaleType: "band",
              data: REVIEW_STATUSES.map((s) => translate(`resources.submissions.status.${s}`)),
            },
          ]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: REVIEW_STATUSES.map((s) => counts[s]),
              label: translate("resources.dashboard.submissions.count"),
            },
          ]}
        />
      </figure>
    </DashboardCard>
  );
};
