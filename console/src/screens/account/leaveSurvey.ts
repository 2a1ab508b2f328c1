import { type UserSurvey, userSurveySchema } from "@orbis/core/contract";

/** What the leaving form asks for before it sends anything, by message key. */
export type LeaveProblem = "reason" | "customReason" | "confirm";

/** The leaving form's values as typed. */
export interface LeaveForm {
  readonly reasonType: UserSurvey["reasonType"] | null;
  readonly customReason: string;
  readonly confirmed: boolean;
}

/**
 * The survey to send, or what is missing: a reason, the words core's survey rule asks for when
 * the reason is "other", and the confirmation. An empty text is not sent.
 */
export const leaveSurvey = (
  form: LeaveForm,
): { readonly survey: UserSurvey } | { readonly problem: LeaveProblem } => {
  if (form.reasonType === null) return { problem: "reason" };
  const text = form.customReason.trim();
  const parsed = userSurveySchema.safeParse({
    reasonType: form.reasonType,
    ...(text === "" ? {} : { customReason: text }),
  });
  if (!parsed.success) return { problem: "customReason" };
  if (!form.confirmed) return { problem: "confirm" };
  return { survey: parsed.data };
};
