import {
  formatPercent,
  formatStorageSize,
  usageBarPercent,
  usagePercent,
} from "@orbis/core/format";
import { needsStorageWarning } from "@orbis/core/plans";
import { useTranslation } from "react-i18next";

/** One storage quota: a bar of the usage, and the 95 % warning when it is reached (docs/product/states.md). */
export const StorageBar = ({
  label,
  used,
  total,
}: {
  readonly label: string;
  readonly used: number;
  readonly total: number;
}) => {
  const { t } = useTranslation();
  const percent = formatPercent(usagePercent(used, total), 1);
  const warn = needsStorageWarning(total, used);
  return (
    <div className={`storage-bar${warn ? " storage-bar--warning" : ""}`}>
      <div className="storage-bar__label">
        <span>{label}</span>
        <span>
          {total > 0
            ? t("console:projects.storage.usage", {
                used: formatStorageSize(used),
                total: formatStorageSize(total),
                percent,
              })
            : t("console:projects.storage.unlimited", { used: formatStorageSize(used) })}
        </span>
      </div>
      {total > 0 && (
        <progress
          className="storage-bar__track"
          aria-label={label}
          max={100}
          value={usageBarPercent(used, total)}
        />
      )}
      {warn && (
        <p className="storage-bar__warning" role="alert">
          {t("console:projects.storage.warning", { percent })}
        </p>
      )}
    </div>
  );
};
