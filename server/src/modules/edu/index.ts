import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { TokenService } from "../identity";
import { registerAdminApi } from "./adminApi";
import { registerDownloadHandler } from "./downloadHandler";
import { registerGroupHandlers } from "./groupHandlers";
import { registerReviewHandlers } from "./review";
import { registerStudentHandlers } from "./studentHandlers";

/**
 * Registers the education group calls (main API v3, issue 18): an edu admin's or instructor's
 * groups, the student accounts they create in them, the review of their students' lectures, and
 * the admin REST API of the console.
 */
export const registerEdu = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  registerGroupHandlers(host, deps);
  registerStudentHandlers(host, deps, tokens);
  registerDownloadHandler(host, deps);
  registerReviewHandlers(host, deps);
  registerAdminApi(host, deps);
};
