import { Box, Typography } from "@mui/material";
import { ADMIN_RANGE_MAX } from "@orbis/core/admin";
import type { AdminLicence, AdminStudent, AdminSubmission } from "@orbis/core/contract";
import { useState } from "react";
import { useGetList, useTranslate } from "react-admin";
import { ActiveStudentsCard } from "./ActiveStudentsCard";
import { AiImagesCard } from "./AiImagesCard";
import { ExpiringLicencesCard } from "./ExpiringLicencesCard";
import { SubmissionsByStatusCard } from "./SubmissionsByStatusCard";

/** As many records as one admin API page may hold: the dashboard counts over them. */
const ALL = { page: 1, perPage: ADMIN_RANGE_MAX };

/**
 * The admin's home: students active per week, submissions by status, licences expiring within
 * 30 days and AI image usage. The counting is core's; each card loads and fails on its own.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  // One "now" per visit, so the cards agree and memoised counts hold between renders.
  const [now] = useState(() => new Date());
  const students = useGetList<AdminStudent>("students", {
    pagination: ALL,
    sort: { field: "lastLoginAt", order: "DESC" },
  });
  const submissions = useGetList<AdminSubmission>("submissions", {
    pagination: ALL,
    sort: { field: "submittedAt", order: "DESC" },
  });
  const licences = useGetList<AdminLicence>("licences", {
    pagination: ALL,
    sort: { field: "expiresAt", order: "ASC" },
    filter: { state: "delivered" },
  });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate("resources.dashboard.name")}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
        }}
      >
        <ActiveStudentsCard
          students={students.data}
          now={now}
          loading={students.isPending}
          error={students.error}
        />
        <SubmissionsByStatusCard
          submissions={submissions.data}
          loading={submissions.isPending}
          error={submissions.error}
        />
        <ExpiringLicencesCard
          licences={licences.data}
          now={now}
          loading={licences.isPending}
          error={licences.error}
        />
        <AiImagesCard />
      </Box>
    </Box>
  );
};
