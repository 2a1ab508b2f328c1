import { Card, CardContent, CardHeader } from "@mui/material";
import { useTranslate } from "react-admin";

/** The admin's home (placeholder until its charts land). */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate("resources.dashboard.name")} />
      <CardContent />
    </Card>
  );
};
