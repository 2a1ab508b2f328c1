import { signInServiceProblem } from "@orbis/core/auth";
import { AppError, ErrorCode } from "@orbis/core/errors";

/**
 * Refuses a login, registration, mailed code or reset that names a service nobody signs in to
 * (core's `signInServiceProblem`: the payments' id, another product's) with 110015, naming the
 * field (`body.serviceId`, or the code exchanges' `query.serviceID`). Nothing is written before.
 */
export const requireSignInService = (
  serviceId: string,
  where: { readonly in: "body" | "query"; readonly path: string } = {
    in: "body",
    path: "serviceId",
  },
): void => {
  const problem = signInServiceProblem(serviceId);
  if (problem === null) return;
  throw new AppError(ErrorCode.serviceNotServed, {
    message: `${where.in}.${where.path}: ${problem}`,
    details: { fields: [{ ...where, message: problem }] },
  });
};
