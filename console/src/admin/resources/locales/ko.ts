import { koAudit } from "../audit/locales/ko";
import { koDashboard } from "../dashboard/locales/ko";
import { koGroups } from "../groups/locales/ko";
import { koInstructors } from "../instructors/locales/ko";
import { koLicences } from "../licences/locales/ko";
import { koStudents } from "../students/locales/ko";
import { koSubmissions } from "../submissions/locales/ko";

/** Every resource's Korean texts, as react-admin reads them (`resources.<name>.*`); the shape the others follow. */
export const koResources = {
  groups: koGroups,
  students: koStudents,
  licences: koLicences,
  instructors: koInstructors,
  submissions: koSubmissions,
  audit: koAudit,
  dashboard: koDashboard,
};

export type AdminResourcesMessages = typeof koResources;
