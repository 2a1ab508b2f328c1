import { Alert } from "@mui/material";
import type { AdminInstructor } from "@orbis/core/contract";
import { Loading, Navigate, useCreatePath, useGetList, useTranslate } from "react-admin";

/**
 * The instructors "list" holds the caller's own profile only, so the menu lands on its edit page
 * rather than on a one-row table.
 */
export const InstructorLanding = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useGetList<AdminInstructor>("instructors", {
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending) return <Loading />;
  const own = data?.[0];
  if (error || own === undefined)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {error instanceof Error ? error.message : translate("resources.instructors.missing")}
      </Alert>
    );
  return (
    <Navigate to={createPath({ resource: "instructors", id: own.id, type: "edit" })} replace />
  );
};
