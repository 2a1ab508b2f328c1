import { formatPercent, formatStorageSize } from "@orbis/core/format";
import type { UsageMeter } from "@orbis/core/plans";
import { useTranslation } from "react-i18next";

/** The figure of a meter: "used of limit (percent)", or the used amount when there is no limit. */
const useFigure = (meter: UsageMeter, percent: string): string => {
  const { t } = useTranslation("commerce");
  const show = (value: number) =>
    meter.unit === "bytes" ? formatStorageSize(value) : String(value);
  if (meter.limit === null)
    return t(meter.unit === "bytes" ? "usage.unlimitedBytes" : "usage.unlimitedCount", {
      used: show(meter.used),
    });
  return t(meter.unit === "bytes" ? "usage.bytesUsage" : "usage.countUsage", {
    used: show(meter.used),
    total: show(meter.limit),
    limit: show(meter.limit),
    percent,
  });
};

/**
 * One usage figure against its limit: a bar, and the 95 % warning when it is reached (docs/product/states.md).
 * No bar where there is no limit (unlimited, or a storage size of 0).
 */
export const UsageMeterRow = ({
  label,
  meter,
}: {
  readonly label: string;
  readonly meter: UsageMeter;
}) => {
  const { t } = useTranslation("commerce");
  const percent = formatPercent(meter.percent, 1);
  const figure = useFigure(meter, percent);
  return (
    <div
      className={`usage-meter${meter.warning ? " usage-meter--warning" : ""}`}
      data-warning={meter.warning}
    >
      <div className="usage-meter__label">
        <span>{label}</span>
        <span>{figure}</span>
      </div>
      {meter.limit !== null && (
        <progress
          className="usage-meter__track"
          aria-label={label}
          max={100}
          value={meter.barPercent}
        />
      )}
      {meter.warning && <p className="usage-meter__warning">{t("usage.warning", { percent })}</p>}
    </div>
  );
};
