import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { decideConsent, termsRepository } from "../terms";
import type { AccountLifecycle } from "./accountLifecycle";
import type { TokenService } from "./tokenService";
import { userRepository } from "./userRepository";
import { verificationRepository } from "./verificationRepository";
import { createVerificationService } from "./verificationService";

/** What the identity handlers share, built once per server. */
export const identityServices = (deps: Deps, tokens: TokenService, accounts: AccountLifecycle) => {
  const db = deps.db.kysely;
  const terms = termsRepository(db);
  const verification = createVerificationService({
    repo: verificationRepository(db),
    mail: deps.mail,
    clock: deps.clock,
    secret: deps.secret,
    publicUrl: deps.config.publicUrl,
  });

  /** Refuses a service id no terms are kept for: that is no service this identity serves. */
  const requireService = async (serviceId: string) => {
    if (!(await terms.isKnownService(serviceId))) {
      throw new AppError(ErrorCode.badRequest, {
        message: `body.serviceId: unknown service "${serviceId}"`,
      });
    }
  };

  /** Decides a registration's consent (see `decideConsent`). */
  const requireConsent = (serviceId: string, agreed: readonly string[], marketingAgreed: boolean) =>
    decideConsent(terms, serviceId, agreed, marketingAgreed);

  return {
    db,
    deps,
    tokens,
    accounts,
    users: userRepository(db),
    terms,
    verification,
    requireService,
    requireConsent,
  };
};

/** The identity handlers' shared services. */
export type IdentityServices = ReturnType<typeof identityServices>;

/** Whether an account has checked in yet: the first-access coupon popup shows until it does. */
export const isFirstAccess = async (s: IdentityServices, userId: string): Promise<boolean> =>
  s.accounts.isFirstAccess(s.db, userId);
