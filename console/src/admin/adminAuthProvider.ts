import { displayName, type NavigationOutcome } from "@orbis/core/auth";
import type { User } from "@orbis/core/contract";
import { eduAudience, mayBeStudent } from "@orbis/core/edu";
import { type PlanFlags, planFlags } from "@orbis/core/plans";
import type { AuthProvider, UserIdentity } from "react-admin";
import type { OrbisApi } from "../api/consoleApi";

/**
 * Who may use the admin console: an edu admin or an instructor (they own student groups). A
 * student is told apart from anyone else: they are led to their own class, not to the plans.
 */
export type AdminAccess = "allowed" | "student" | "denied";

/** What the admin's auth provider needs of the console's session. */
export interface AdminAuthDeps {
  readonly auth: {
    readonly user: User | null;
    /** The console's navigation guard: core's token rules, renewal included. */
    guard(fullPath: string, isPublicRoute: boolean): Promise<NavigationOutcome>;
    signOut(): Promise<void>;
  };
  readonly api: Pick<OrbisApi, "getAccount" | "getMyEduGroup">;
  /** Path and query of the admin screen shown now, for the way back after signing in. */
  readonly currentPath: () => string;
}

/** The auth provider over the console's session, plus the access check the admin shows first. */
export interface AdminAuthProvider extends AuthProvider {
  /** Whether the signed-in account may use the admin console at all. */
  access(): Promise<AdminAccess>;
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
};

/**
 * react-admin's auth provider on the console's own session: the same tokens, renewed by the same
 * rules (core's, through the console's guard), so signing in at `/admin` is signing in to Orbis.
 * The admin never shows a login page of its own: a visitor without a session goes to the
 * console's login with a way back.
 */
export const createAdminAuthProvider = (deps: AdminAuthDeps): AdminAuthProvider => {
  /** Resolves while the session can go on (renewing it if need be); else names the login. */
  const checkSession = async (): Promise<void> => {
    const outcome = await deps.auth.guard(deps.currentPath(), false);
    if (outcome.kind === "redirect")
      return Promise.reject({ redirectTo: outcome.to, message: false });
  };
  // The account's plan flags, read once: the gate asks for them, then react-admin on every
  // render of its routes; a failed read is asked again.
  let flags: Promise<PlanFlags> | undefined;
  const accountFlags = (): Promise<PlanFlags> => {
    flags ??= deps.api
      .getAccount()
      .then((account) => planFlags(account.plan))
      .catch((error: unknown) => {
        flags = undefined;
        throw error;
      });
    return flags;
  };
  return {
    login: () => Promise.reject(new Error("Sign in through the Orbis login")),
    logout: async () => {
      await deps.auth.signOut();
      return "/";
    },
    checkAuth: checkSession,
    // 401: the token ran out under a call, so renew or go to login. 403 and the rest are errors of
    // the call itself, shown by the page that made it; they must not end the session.
    checkError: async (error: unknown) => {
      if (statusOf(error) === 401) await checkSession();
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const user = deps.auth.user;
      if (!user) throw new Error("No signed-in user");
      return { id: user.id, fullName: displayName(user) };
    },
    getPermissions: accountFlags,
    access: async () => {
      await checkSession();
      const accountPlan = await accountFlags();
      // A student whose licence ran out holds no plan: only their group says they are one.
      const inGroup = mayBeStudent(accountPlan) && (await deps.api.getMyEduGroup()) !== null;
      const audience = eduAudience(accountPlan, inGroup);
      return audience === "groupOwner" ? "allowed" : audience === "student" ? "student" : "denied";
    },
  };
};
