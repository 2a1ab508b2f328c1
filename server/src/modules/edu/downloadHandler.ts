import { routes } from "@orbis/core/contract";
import { STUDENT_CSV_HEADINGS, studentListCsv } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { callerScope } from "./callerScope";
import { groupRepository } from "./groupRepository";
import { studentView } from "./views";

/**
 * The group's student list as a CSV file, headed in the request's language; some students when
 * `userIds` names them (each must be in the group: 140003 otherwise). Passwords are never in it:
 * they exist only in the answers that made them.
 */
export const registerDownloadHandler = (host: RouteHost, deps: Deps): void => {
  const groups = groupRepository(deps.db.kysely);
  const scope = callerScope(deps);

  registerRoute(
    host,
    routes.downloadEduGroupUsers,
    async ({ params, body, principal, request }) => {
      const group = await scope.ownGroup(asUser(principal).userId, params.groupId);
      const wanted = body.userIds === undefined ? undefined : [...new Set(body.userIds)];
      const rows = await groups.listStudents(group.id, wanted);
      if (wanted !== undefined && rows.length !== wanted.length)
        throw new AppError(ErrorCode.studentNotFound);
      return {
        fileName: `${group.name}-students.csv`,
        mimeType: "text/csv" as const,
        content: studentListCsv(
          rows.map(studentView),
          STUDENT_CSV_HEADINGS[requestLanguage(request)],
        ),
      };
    },
  );
};
