import type { Site } from "@orbis/core/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { UPGRADE_PATH } from "./sitePaths";

/** A head setting of a site, each gated by its plan flag. */
export type HeadFeature = "seo" | "og" | "ga";

/**
 * One of SEO, Open Graph and Google Analytics: its switch and, while on, its fields. On a plan
 * without it the switch is locked (it may still be turned off), and the group says why, with the
 * upgrade action for the owner, whose plan decides.
 */
export const SiteHeadGroup = ({
  site,
  feature,
  legend,
  switchLabel,
  on,
  onToggle,
  disabled,
  children,
}: {
  readonly site: Site;
  readonly feature: HeadFeature;
  readonly legend: string;
  readonly switchLabel: string;
  readonly on: boolean;
  readonly onToggle: (on: boolean) => void;
  readonly disabled: boolean;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation();
  const allowed = site.allowed[feature];
  const name = t(`console:sites.features.${feature}`);
  return (
    <fieldset className="tour-details__group" data-feature={feature}>
      <legend>{legend}</legend>
      {!allowed && (
        <div className="site-settings__lock" role="note">
          <span>
            {site.isOwner
              ? t("console:sites.settings.locked", { feature: name })
              : t("console:sites.settings.lockedCoworker", { feature: name })}
          </span>
          {site.isOwner && (
            <Button size="sm" href={UPGRADE_PATH}>
              {t("console:sites.settings.upgrade")}
            </Button>
          )}
        </div>
      )}
      <Field layout="check" label={switchLabel}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={on}
            // Locked, it can still be turned off: what a former plan allowed is not forced on.
            disabled={disabled || (!allowed && !on)}
            onChange={(event) => onToggle(event.target.checked)}
          />
        )}
      </Field>
      {on && children}
    </fieldset>
  );
};
