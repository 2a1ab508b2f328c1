import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { TokenService } from "../identity";
import { registerAdminApi } from "./adminApi";
import { registerDownloadHandler } from "./downloadHandler";
import { registerGroupHandlers } from "./groupHandlers";
import { registerInstructorHandlers } from "./instructorHandlers";
import { registerLicenceHandlers } from "./licenceHandlers";
import { registerReviewHandlers } from "./review";
import { registerStudentHandlers } from "./studentHandlers";

/**
 * Registers the education calls (main API v3, issue 18): an edu admin's or instructor's
 * groups and the student accounts they create in them, the student licences they give them, the
 * instructor's profile, certification and licence payments, the review of students'
 * lectures, and the admin REST API of the console.
 */
export const registerEdu = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  registerGroupHandlers(host, deps);
  registerStudentHandlers(host, deps, tokens);
  registerDownloadHandler(host, deps);
  registerLicenceHandlers(host, deps);
  registerInstructorHandlers(host, deps);
  registerReviewHandlers(host, deps);
  registerAdminApi(host, deps);
};
