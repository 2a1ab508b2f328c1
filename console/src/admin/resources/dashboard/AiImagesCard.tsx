import { Alert, Typography } from "@mui/material";
import type { AiImageUsage } from "@orbis/core/contract";
import { useEffect, useState } from "react";
import { useLocale, useTranslate } from "react-admin";
import { useStores } from "../../../stores/StoreContext";
import { DashboardCard } from "./DashboardCard";

/**
 * The signed-in admin's AI images this month (`GET /edu/ai-image/usage`): images made, credits
 * left of the plan's monthly quota, and when they renew; and, when the embedded sketch
 * generator paints, that no AI model is configured, so nobody takes the images for a model's.
 */
export const AiImagesCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { api } = useStores();
  const [usage, setUsage] = useState<AiImageUsage | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    api.getAiImageUsage().then(
      (answer) => live && setUsage(answer),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const left = usage?.limit == null ? null : Math.max(0, usage.limit - usage.used);
  return (
    <DashboardCard
      id="dashboard-ai"
      title={translate("resources.dashboard.ai.title")}
      loading={usage === null && error === null}
      error={error}
    >
      {usage !== null && (
        <>
          <Typography variant="h4" component="p">
            {translate("resources.dashboard.ai.used", { smart_count: usage.used })}
          </Typography>
          <Typography>
            {left === null || usage.limit === null
              ? translate("resources.dashboard.ai.unlimited")
              : translate("resources.dashboard.ai.left", { left, limit: usage.limit })}
          </Typography>
          {usage.periodEnd !== null && (
            <Typography color="text.secondary">
              {translate("resources.dashboard.ai.renews", {
                at: new Date(usage.periodEnd).toLocaleDateString(locale),
              })}
            </Typography>
          )}
          {usage.generator === "sketch" && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate("resources.dashboard.ai.sketch")}
            </Alert>
          )}
        </>
      )}
    </DashboardCard>
  );
};
