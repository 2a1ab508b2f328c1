import { randomBytes } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { newOneTimePassword, normaliseStudentName, studentNameProblems } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { hashPassword, type TokenService, userRepository } from "../identity";
import { callerScope } from "./callerScope";
import { createStudents } from "./createStudents";
import { groupRepository } from "./groupRepository";
import { renameStudent } from "./renameStudent";
import { studentAccountRepository } from "./studentAccountRepository";
import { studentView } from "./views";

/** A group's students: listing, creating them in bulk, renaming one, and resetting a password. */
export const registerStudentHandlers = (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): void => {
  const db = deps.db.kysely;
  const groups = groupRepository(db);
  const scope = callerScope(deps);

  registerRoute(host, routes.listEduGroupUsers, async ({ params, principal }) => {
    const group = await scope.ownGroup(asUser(principal).userId, params.groupId);
    return (await groups.listStudents(group.id)).map(studentView);
  });

  // One clash refuses the whole list, with the rows named, so the instructor fixes and resends it.
  registerRoute(host, routes.createEduGroupUsers, async ({ params, body, principal, request }) => {
    const group = await scope.ownGroup(asUser(principal).userId, params.groupId);
    const aliases = body.users.map((user) => normaliseStudentName(user.userAlias));
    const clashes = studentNameProblems(aliases, await groups.aliases(group.id));
    if (clashes.length > 0)
      throw new AppError(ErrorCode.studentNamesInvalid, { details: { rows: clashes } });
    return createStudents(deps, group.id, aliases, requestLanguage(request));
  });

  // The alias is also the student's account name, which is what they see as their own name.
  registerRoute(host, routes.updateEduGroupUser, async ({ params, body, principal }) => {
    const { student } = await scope.ownStudent(
      asUser(principal).userId,
      params.groupId,
      params.userId,
    );
    return studentView(await renameStudent(deps, student, body.userAlias));
  });

  // A reset is for a forgotten or leaked password: every session of the student ends with it.
  registerRoute(host, routes.resetEduGroupUserPassword, async ({ params, principal }) => {
    const { student } = await scope.ownStudent(
      asUser(principal).userId,
      params.groupId,
      params.userId,
    );
    const password = newOneTimePassword((count) => randomBytes(count));
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await userRepository(trx).update(
        student.user_id,
        { password_hash: passwordHash },
        deps.clock(),
      );
      await studentAccountRepository(trx).requirePasswordChange(student.user_id);
    });
    await tokens.endUserSessions(student.user_id, "password-changed");
    return { ...studentView(student), password };
  });
};
