import type { ClientKind, SocialProvider } from "@orbis/core/contract";

/** A signed-in user, as an access token proves it. */
export interface UserPrincipal {
  readonly kind: "user";
  readonly userId: string;
  readonly sessionId: string;
  readonly clientKind: ClientKind;
  /**
   * The account's password was chosen by someone else (a student's one-time password): only the
   * routes marked `beforePasswordChange` serve it until its owner sets their own.
   */
  readonly passwordChangeRequired: boolean;
}

/**
 * Someone who proved a social identity that has no Orbis account yet. Such a token only opens
 * `POST /users/register/{provider}` (the route opts in with `acceptsRegistration`).
 */
export interface RegistrationPrincipal {
  readonly kind: "registration";
  readonly provider: SocialProvider;
  readonly providerUserId: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly clientKind: ClientKind;
}

/** Whoever a valid token speaks for. */
export type Principal = UserPrincipal | RegistrationPrincipal;

/**
 * Checks an access token. Throws an AppError: 401/10401 for a bad or expired token, 403/50002
 * for a session replaced by a newer login, 403/50001 for a deactivated account.
 */
export interface Authenticator {
  readonly authenticate: (token: string) => Promise<Principal>;
}
