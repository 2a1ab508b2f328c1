import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { IdentityServices } from "./identityServices";

/** The user's answers to a service's terms. A mandatory term cannot be withdrawn: one leaves instead. */
export const registerTermsRoutes = (host: RouteHost, s: IdentityServices): void => {
  registerRoute(host, routes.getTermsAgreement, async ({ query, principal }) => {
    const me = asUser(principal);
    if (!(await s.terms.isKnownService(query.serviceId))) throw new AppError(ErrorCode.notFound);
    return {
      serviceId: query.serviceId,
      agreements: await s.terms.agreements(me.userId, query.serviceId),
    };
  });

  registerRoute(host, routes.updateTermsAgreement, async ({ body, principal }) => {
    const me = asUser(principal);
    await s.requireService(body.serviceId);
    const known = new Set(await s.terms.ids(body.serviceId));
    const mandatory = new Set(await s.terms.mandatoryIds(body.serviceId));
    const unknown = body.agreements.filter((a) => !known.has(a.termsId)).map((a) => a.termsId);
    if (unknown.length > 0)
      throw new AppError(ErrorCode.badRequest, {
        message: `body.agreements: unknown terms ${unknown.join(", ")}`,
      });
    const withdrawn = body.agreements
      .filter((a) => !a.agreed && mandatory.has(a.termsId))
      .map((a) => a.termsId);
    if (withdrawn.length > 0) {
      throw new AppError(ErrorCode.badRequest, {
        message: `body.agreements: mandatory terms cannot be withdrawn (${withdrawn.join(", ")}); close the account instead`,
      });
    }
    await s.terms.answer(me.userId, body.agreements, s.deps.clock());
    return {
      serviceId: body.serviceId,
      agreements: await s.terms.agreements(me.userId, body.serviceId),
    };
  });
};
