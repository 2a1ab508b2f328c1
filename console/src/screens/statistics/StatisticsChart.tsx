import type { StatisticsPoint } from "@orbis/core/contract";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** Props of {@link StatisticsChart}. */
export interface StatisticsChartProps {
  readonly series: readonly StatisticsPoint[];
  /** What the chart shows, for assistive technology (the table below holds the numbers). */
  readonly label: string;
  readonly visitsLabel: string;
  readonly visitorsLabel: string;
}

const HEIGHT = 260;

/** Whether the page can draw on a canvas (a browser without one still has the table). */
const canDraw = (): boolean => document.createElement("canvas").getContext("2d") !== null;

/** The days as the chart's x values: seconds since 1970 at each period's first UTC midnight. */
const xValues = (series: readonly StatisticsPoint[]) =>
  series.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000);

/**
 * Visits and unique visitors per period as a uPlot time series, drawn in UTC (the statistics'
 * days are UTC days) and as wide as its box. uPlot is imported here only, so only the
 * statistics screen's chunk carries it.
 */
export const StatisticsChart = ({
  series,
  label,
  visitsLabel,
  visitorsLabel,
}: StatisticsChartProps) => {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = box.current;
    if (host === null || !canDraw()) return;
    const width = () => Math.max(280, host.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          {},
          { label: visitsLabel, stroke: "#2f6fde", fill: "rgba(47, 111, 222, 0.12)", width: 2 },
          { label: visitorsLabel, stroke: "#1f9d6b", width: 2 },
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? v : "")) }],
      },
      [xValues(series), series.map((p) => p.visits), series.map((p) => p.visitors)],
      host,
    );
    const resize = () => plot.setSize({ width: width(), height: HEIGHT });
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [series, visitsLabel, visitorsLabel]);

  return <div className="statistics-chart" ref={box} role="img" aria-label={label} />;
};
