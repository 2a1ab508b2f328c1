import type { Deps } from "../../../deps";
import type { RouteHost } from "../../../http/registerRoute";
import { registerAuditResources } from "./auditResources";
import { registerGroupResources } from "./groupResources";
import { registerInstructorResources } from "./instructorResources";
import { registerLicenceResources } from "./licenceResources";
import { registerStudentResources } from "./studentResources";
import { registerSubmissionResources } from "./submissionResources";

/**
 * Registers the admin REST API (`/admin-api`) of the react-admin console: the caller's groups,
 * students, licences, instructor profile, the submissions they review and the audit, in `ra-data-simple-rest`'s dialect. Every
 * write is audited in its own transaction.
 */
export const registerAdminApi = (host: RouteHost, deps: Deps): void => {
  registerGroupResources(host, deps);
  registerStudentResources(host, deps);
  registerLicenceResources(host, deps);
  registerInstructorResources(host, deps);
  registerSubmissionResources(host, deps);
  registerAuditResources(host, deps);
};
