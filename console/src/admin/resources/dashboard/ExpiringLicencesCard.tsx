import { List, ListItem, ListItemText, Typography } from "@mui/material";
import { licencesExpiringSoon } from "@orbis/core/admin";
import type { AdminLicence } from "@orbis/core/contract";
import { useMemo } from "react";
import { Link, useCreatePath, useTranslate } from "react-admin";
import { DashboardCard } from "./DashboardCard";

/** How many of the short list to show; the licences page has them all. */
const SHOWN = 5;

/** Delivered licences ending in the next 30 days: their count and the soonest few. */
export const ExpiringLicencesCard = ({
  licences,
  now,
  loading,
  error,
}: {
  readonly licences: readonly AdminLicence[] | undefined;
  readonly now: Date;
  readonly loading: boolean;
  readonly error: unknown;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const soon = useMemo(() => licencesExpiringSoon(licences ?? [], now), [licences, now]);
  return (
    <DashboardCard
      id="dashboard-expiring"
      title={translate("resources.dashboard.expiring.title")}
      loading={loading}
      error={error}
    >
      <Typography variant="h4" component="p">
        {translate("resources.dashboard.expiring.count", { smart_count: soon.length })}
      </Typography>
      {soon.length > 0 && (
        <List dense aria-label={translate("resources.dashboard.expiring.list")}>
          {soon.slice(0, SHOWN).map((licence) => (
            <ListItem key={licence.id} disableGutters>
              <ListItemText
                primary={licence.studentAlias ?? "—"}
                secondary={translate("resources.dashboard.expiring.until", {
                  at: new Date(licence.expiresAt ?? "").toLocaleDateString(),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link to={createPath({ resource: "licences", type: "list" })}>
        {translate("resources.dashboard.expiring.all")}
      </Link>
    </DashboardCard>
  );
};
