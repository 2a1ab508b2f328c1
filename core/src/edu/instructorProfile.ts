import type { z } from "zod";
import {
  type InstructorInfo,
  instructorInfoSchema,
  type instructorInfoUpdateSchema,
} from "../contract/entities/instructor";

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

/** The instructor profile's editable fields, as typed in a form. */
export interface InstructorInfoDraft {
  readonly name: string;
  readonly organization: string;
  readonly phone: string;
  readonly introduction: string;
}

/** The body of a profile edit: the fields that change. */
export type InstructorInfoChanges = Partial<z.infer<typeof instructorInfoUpdateSchema>>;

/**
 * What a profile edit sends: the fields of `draft` that differ from `info` once trimmed, a blank
 * phone or introduction as none. Empty when nothing changed (the update call refuses an empty
 * body, so the form saves nothing then).
 */
export const instructorInfoChanges = (
  draft: InstructorInfoDraft,
  info: Pick<InstructorInfo, "name" | "organization" | "phone" | "introduction">,
): InstructorInfoChanges => {
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    ...(draft.name.trim() !== info.name && { name: draft.name.trim() }),
    ...(draft.organization.trim() !== info.organization && {
      organization: draft.organization.trim(),
    }),
    ...(optional(draft.phone) !== info.phone && { phone: optional(draft.phone) }),
    ...(optional(draft.introduction) !== info.introduction && {
      introduction: optional(draft.introduction),
    }),
  };
};

/**
 * What is wrong with a profile draft, by field, read from the contract's own profile schema: a
 * blank name, or a phone number the profile would refuse (a blank phone is none, which is fine).
 */
export const instructorDraftProblems = (
  draft: InstructorInfoDraft,
): { readonly name: boolean; readonly phone: boolean } => ({
  name: draft.name.trim() === "",
  phone:
    draft.phone.trim() !== "" &&
    !instructorInfoSchema.shape.phone.safeParse(draft.phone.trim()).success,
});
