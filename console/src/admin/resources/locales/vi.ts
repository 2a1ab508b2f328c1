import { viAudit } from "../audit/locales/vi";
import { viDashboard } from "../dashboard/locales/vi";
import { viGroups } from "../groups/locales/vi";
import { viInstructors } from "../instructors/locales/vi";
import { viLicences } from "../licences/locales/vi";
import { viStudents } from "../students/locales/vi";
import { viSubmissions } from "../submissions/locales/vi";
import type { AdminResourcesMessages } from "./ko";

/** Every resource's Vietnamese texts, as react-admin reads them (`resources.<name>.*`). */
export const viResources: AdminResourcesMessages = {
  groups: viGroups,
  students: viStudents,
  licences: viLicences,
  instructors: viInstructors,
  submissions: viSubmissions,
  audit: viAudit,
  dashboard: viDashboard,
};
