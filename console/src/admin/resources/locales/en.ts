import { enAudit } from "../audit/locales/en";
import { enDashboard } from "../dashboard/locales/en";
import { enGroups } from "../groups/locales/en";
import { enInstructors } from "../instructors/locales/en";
import { enLicences } from "../licences/locales/en";
import { enStudents } from "../students/locales/en";
import { enSubmissions } from "../submissions/locales/en";
import type { AdminResourcesMessages } from "./ko";

/** Every resource's English texts, as react-admin reads them (`resources.<name>.*`). */
export const enResources: AdminResourcesMessages = {
  groups: enGroups,
  students: enStudents,
  licences: enLicences,
  instructors: enInstructors,
  submissions: enSubmissions,
  audit: enAudit,
  dashboard: enDashboard,
};
