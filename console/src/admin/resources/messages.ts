import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";
import { auditMessages } from "./audit/messages";
import { dashboardMessages } from "./dashboard/messages";
import { groupsMessages } from "./groups/messages";
import { instructorsMessages } from "./instructors/messages";
import { licencesMessages } from "./licences/messages";
import { studentsMessages } from "./students/messages";
import { submissionsMessages } from "./submissions/messages";

const of = (language: Language): MessageTree => ({
  groups: groupsMessages[language],
  students: studentsMessages[language],
  licences: licencesMessages[language],
  instructors: instructorsMessages[language],
  submissions: submissionsMessages[language],
  audit: auditMessages[language],
  dashboard: dashboardMessages[language],
});

/** Every resource's texts by language, as react-admin reads them (`resources.<name>.*`). */
export const adminResourceMessages: Record<Language, MessageTree> = {
  ko: of("ko"),
  en: of("en"),
  vi: of("vi"),
  ja: of("ja"),
};
