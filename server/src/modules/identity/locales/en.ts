import type { VerificationMailTexts } from "../mails";

/** English texts of the verification mails; `{{code}}`, `{{minutes}}` and `{{link}}` are filled in. */
export const enVerificationMail: VerificationMailTexts = {
  register: {
    subject: "[Orbis] Your verification code",
    lead: "Here is the code to verify your email for Orbis.",
  },
  "reset-password": {
    subject: "[Orbis] Reset your password",
    lead: "You asked to reset your Orbis password.",
  },
  "change-email": {
    subject: "[Orbis] Confirm your email address",
    lead: "Enter this code to use this address with your Orbis account.",
  },
  leave: {
    subject: "[Orbis] Confirm closing your account",
    lead: "Here is the code to confirm closing your Orbis account.",
  },
  code: "Verification code: {{code}}",
  link: "Or continue with this link: {{link}}",
  expiry: "The code works for {{minutes}} minutes.",
  ignore: "If you did not ask for this, ignore this mail; your account is safe.",
};
