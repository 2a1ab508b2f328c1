import { MANDATORY_TERMS_MESSAGE, termsDecision } from "@orbis/core/auth";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { TermsRepository } from "./termsRepository";

/** A registration's consent, decided: the answer to each term and the marketing flag. */
export interface Consent {
  readonly answers: readonly { readonly termsId: string; readonly agreed: boolean }[];
  readonly marketingAgreed: boolean;
}

const refuse = (path: string, message: string, details: object = {}) =>
  new AppError(ErrorCode.badRequest, {
    message: `body.${path}: ${message}`,
    details: { fields: [{ in: "body", path, message }], ...details },
  });

/**
 * Decides a registration's consent for a service (email and social registration alike): an
 * unknown service, an unknown term or a missing mandatory one is a 400 naming the field.
 */
export const decideConsent = async (
  terms: TermsRepository,
  serviceId: string,
  agreedIds: readonly string[],
  marketingAgreed: boolean,
): Promise<Consent> => {
  if (!(await terms.isKnownService(serviceId)))
    throw refuse("serviceId", `unknown service "${serviceId}"`);
  const decision = termsDecision({
    mandatoryIds: await terms.mandatoryIds(serviceId),
    allIds: await terms.ids(serviceId),
    agreedIds,
    marketingAgreed,
  });
  if (decision.kind === "missing")
    throw refuse("agreedTermsIds", MANDATORY_TERMS_MESSAGE, { missing: decision.missing });
  if (decision.kind === "unknown")
    throw refuse("agreedTermsIds", `unknown terms ${decision.unknown.join(", ")}`);
  return decision;
};
