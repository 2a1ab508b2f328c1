import { BarChart } from "@mui/x-charts/BarChart";
import { activeStudentsPerWeek } from "@orbis/core/admin";
import type { AdminStudent } from "@orbis/core/contract";
import { useMemo } from "react";
import { useLocale, useTranslate } from "react-admin";
import { DashboardCard } from "./DashboardCard";

/** Students by the week of their last sign-in, over the last eight weeks. */
export const ActiveStudentsCard = ({
  students,
  now,
  loading,
  error,
}: {
  readonly students: readonly AdminStudent[] | undefined;
  readonly now: Date;
  readonly loading: boolean;
  readonly error: unknown;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const weeks = useMemo(
    () =>
      activeStudentsPerWeek(
        (students ?? []).map((s) => s.lastLoginAt),
        now,
      ),
    [students, now],
  );
  const day = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });
  const labels = weeks.map((w) => day.format(new Date(w.from)));
  const title = translate("resources.dashboard.active.title");
  // The chart's description carries its numbers, for those who do not see the bars.
  const desc = `${translate("resources.dashboard.active.desc")}: ${weeks
    .map((w, i) => `${labels[i]} ${w.students}`)
    .join(", ")}`;
  return (
    <DashboardCard id="dashboard-active" title={title} loading={loading} error={error}>
      {/* The chart's own `title` lands as an aria-label on a plain div (axe refuses it): a
          figure named by it holds the chart instead. */}
      <figure aria-label={title} style={{ margin: 0 }}>
        <BarChart
          desc={desc}
          height={260}
          xAxis={[
            {
              scaleType: "band",
              data: labels,
              label: translate("resources.dashboard.active.week"),
            },
          ]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: weeks.map((w) => w.students),
              label: translate("resources.dashboard.active.students"),
            },
          ]}
        />
      </figure>
    </DashboardCard>
  );
};
