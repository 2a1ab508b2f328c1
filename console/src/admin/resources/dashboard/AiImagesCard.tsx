import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { DashboardCard } from "./DashboardCard";

/**
 * AI image usage against the monthly quota: this server does not serve AI images yet (the
 * usage route is in the contract only), so the card says so rather than drawing a made-up chart.
 */
export const AiImagesCard = () => {
  const translate = useTranslate();
  return (
    <DashboardCard
      id="dashboard-ai"
      title={translate("resources.dashboard.ai.title")}
      loading={false}
      error={null}
    >
      <Alert severity="info">{translate("resources.dashboard.ai.unavailable")}</Alert>
    </DashboardCard>
  );
};
