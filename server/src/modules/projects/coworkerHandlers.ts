import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { userRepository } from "../identity";
import { requireProject } from "./access";
import { projectRepository } from "./projectRepository";
import { coworkerView, personView } from "./views";

/** Coworkers of a project: anyone with access may list them; the owner invites and removes. */
export const registerCoworkerHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const repo = projectRepository(db);

  registerRoute(host, routes.listProjectCoworkers, async ({ query, principal }) => {
    await requireProject(db, query.proj, asUser(principal).userId, "view");
    return (await repo.coworkersOf([query.proj])).map(coworkerView);
  });

  registerRoute(host, routes.addProjectCoworker, async ({ params, body, principal }) => {
    const me = asUser(principal);
    const { project } = await requireProject(db, params.id, me.userId, "manage");
    if (project.kind !== "contents")
      throw new AppError(ErrorCode.badRequest, {
        message: "params.id: only contents projects are shared",
      });
    const invitee = await userRepository(db).findByEmail(normaliseEmail(body.email));
    // The owner learns whether the address has an account: they need to know whom they share with.
    if (invitee === undefined)
      throw new AppError(ErrorCode.notFound, {
        message: "body.email: no Orbis account has this address",
      });
    if (invitee.id === me.userId)
      throw new AppError(ErrorCode.badRequest, {
        message: "body.email: the owner is not a coworker",
      });
    await repo.setCoworker(params.id, invitee.id, body.role, deps.clock());
    return { ...personView(invitee), role: body.role };
  });

  registerRoute(host, routes.removeProjectCoworker, async ({ params, principal }) => {
    const me = asUser(principal);
    // A coworker may leave; removing someone else is the owner's.
    await requireProject(db, params.id, me.userId, params.userId === me.userId ? "view" : "manage");
    if (!(await repo.removeCoworker(params.id, params.userId)))
      throw new AppError(ErrorCode.notFound);
    return null;
  });
};
