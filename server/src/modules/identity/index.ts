import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { AccountLifecycle } from "./accountLifecycle";
import { identityServices } from "./identityServices";
import { registerLoginRoutes } from "./loginHandlers";
import { registerMeRoutes } from "./meHandlers";
import { registerPasswordRoutes } from "./passwordHandlers";
import { registerRegistrationRoutes } from "./registrationHandlers";
import { registerTermsRoutes } from "./termsHandlers";
import type { TokenService } from "./tokenService";
import { registerVerificationRoutes } from "./verificationHandlers";

export type { AccountLifecycle } from "./accountLifecycle";
export { hashPassword, verifyPassword } from "./passwords";
export { sessionRepository } from "./sessionRepository";
export { registerSocial } from "./social";
export { createTokenService, type IssuedTokens, type TokenService } from "./tokenService";
export { userRepository } from "./userRepository";

/** Registers the identity service's email routes (docs/product/calls.md "Identity service"); social ones live in `social/`. */
export const registerIdentity = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
  accounts: AccountLifecycle,
): Promise<void> => {
  const services = identityServices(deps, tokens, accounts);
  registerVerificationRoutes(host, services);
  registerRegistrationRoutes(host, services);
  registerLoginRoutes(host, services);
  registerMeRoutes(host, services);
  registerPasswordRoutes(host, services);
  registerTermsRoutes(host, services);
};
