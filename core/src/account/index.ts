export {
  type AgreedTerm,
  agreedTerms,
  currentMarketingConsent,
  termsAnswerProblem,
} from "./agreedTerms";
export {
  type DeactivatedAccount,
  deactivatedAccountOf,
  deactivatedAccountSchema,
  type EmailLinkUse,
  emailLinkUse,
} from "./deactivated";
export {
  EMAIL_LINK_RULES,
  type EmailLinkPurpose,
  type EmailLinkStatus,
  emailLinkExpiresAt,
  emailLinkStatus,
  isEmailLinkPurpose,
} from "./emailLink";
export {
  invalidExtraIndexes,
  latestExtras,
  MARKETING_EXTRA_KEY,
  marketingConsentOf,
} from "./extras";
export { mergeSettings } from "./settings";
