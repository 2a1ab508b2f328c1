import { jaAudit } from "../audit/locales/ja";
import { jaDashboard } from "../dashboard/locales/ja";
import { jaGroups } from "../groups/locales/ja";
import { jaInstructors } from "../instructors/locales/ja";
import { jaLicences } from "../licences/locales/ja";
import { jaStudents } from "../students/locales/ja";
import { jaSubmissions } from "../submissions/locales/ja";
import type { AdminResourcesMessages } from "./ko";

/** Every resource's Japanese texts, as react-admin reads them (`resources.<name>.*`). */
export const jaResources: AdminResourcesMessages = {
  groups: jaGroups,
  students: jaStudents,
  licences: jaLicences,
  instructors: jaInstructors,
  submissions: jaSubmissions,
  audit: jaAudit,
  dashboard: jaDashboard,
};
