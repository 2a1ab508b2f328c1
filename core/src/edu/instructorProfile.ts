import type { InstructorInfo } from "../contract/entities/instructor";

/** An instructor's profile as stored; null before their first edit or renewal. */
export interface InstructorProfileRecord {
  readonly name: string;
  readonly organization: string;
  readonly phone: string | null;
  readonly introduction: string | null;
}

/** What the account tells of the instructor when they have no profile yet. */
export interface InstructorAccount {
  readonly userId: string;
  readonly email: string;
  readonly name: string | null;
  readonly nickname: string | null;
}

const NAME_MAX = 50;

/**
 * The name a new profile starts with: the account's name, else its nickname, else the address
 * before the @, cut to the profile's 50 characters so the answer always fits the contract.
 */
export const defaultInstructorName = (account: InstructorAccount): string => {
  const name = [account.name, account.nickname, account.email.split("@")[0]]
    .map((candidate) => candidate?.trim() ?? "")
    .find((candidate) => candidate !== "");
  return [...(name ?? account.userId)].slice(0, NAME_MAX).join("");
};

/**
 * The profile as the contract shows it: the stored one, else defaults from the account (reading
 * never writes). Onboarding is "verified" once the certification holds, "information" before.
 */
export const instructorInfoView = (
  account: InstructorAccount,
  profile: InstructorProfileRecord | null,
  certified: boolean,
): InstructorInfo => ({
  userId: account.userId,
  name: profile?.name ?? defaultInstructorName(account),
  organization: profile?.organization ?? "",
  phone: profile?.phone ?? null,
  introduction: profile?.introduction ?? null,
  onboardingStep: certified ? "verified" : "information",
  certified,
});
