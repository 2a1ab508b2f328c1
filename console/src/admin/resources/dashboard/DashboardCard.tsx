import { Alert, Card, CardContent, CardHeader, CircularProgress } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** A dashboard card: a titled section, a spinner while its data loads, the reason if it failed. */
export const DashboardCard = ({
  id,
  title,
  loading,
  error,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly loading: boolean;
  readonly error: unknown;
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: "100%" }}>
      <CardHeader id={id} title={title} slotProps={{ title: { component: "h2", variant: "h6" } }} />
      <CardContent>
        {loading ? (
          <CircularProgress aria-label={translate("ra.page.loading")} />
        ) : error ? (
          <Alert severity="error" role="alert">
            {error instanceof Error ? error.message : translate("ra.notification.http_error")}
          </Alert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};
