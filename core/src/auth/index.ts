export { aesGcmDecrypt, aesGcmEncrypt, generateSecret, type WebCrypto } from "./aesGcm";
export {
  CLI_CALLBACK_PATH,
  type CliCallbackOutcome,
  cliCallbackFields,
  cliCallbackUrl,
  type PluginLogin,
  pluginLogin,
} from "./cliCallback";
export {
  CODE_RESEND_FALLBACK_WAIT_SECONDS,
  CODE_RESEND_WAIT_SECONDS,
  type CodeResendRefusal,
  codeResendRefusalOf,
  codeResendWaitSeconds,
} from "./codeResend";
export {
  type CurrentProjectChoice,
  type CurrentProjectContext,
  type CurrentProjectEffects,
  chooseCurrentProject,
  needsCurrentProject,
  type OwnProjectItem,
  type SharedProjectItem,
  selectCurrentProject,
} from "./currentProject";
export { maskEmail, normaliseEmail } from "./email";
export {
  decodeJwt,
  isPastExpiry,
  type JwtDecodeFailure,
  type JwtDecodeResult,
  type JwtPayload,
} from "./jwt";
export { type CheckableLeaveProof, leaveProofOf } from "./leaveProof";
export {
  LOGIN_PATH,
  loginRedirectPath,
  type NavigationInput,
  type NavigationPlan,
  planNavigation,
  SET_PASSWORD_PATH,
  setPasswordRedirectPath,
} from "./navigation";
export {
  accessVerdict,
  canDo,
  type ProjectAction,
  type ProjectRole,
  tourPermissionOf,
} from "./permissions";
export { DEFAULT_RETURN_PATH, safeReturnPath } from "./returnPath";
export { type NavigationEffects, type NavigationOutcome, runNavigation } from "./runNavigation";
export {
  type AuthTokenState,
  isAuthenticated,
  type ServerSignOutStep,
  type SessionEffects,
  type SessionTokens,
  type SignInResult,
  type SignOutEffects,
  serverSignOutStep,
  signIn,
  signOut,
} from "./session";
export { type SessionFacts, SUPERSEDED, sessionAccess } from "./sessionAccess";
export { sessionIsOver } from "./sessionCheck";
export { SIGN_IN_SERVICE_IDS, signInServiceProblem } from "./signInService";
export {
  defaultAuthorizeUrls,
  isPluginMode,
  KAKAO_TOKEN_URL,
  kakaoTokenForm,
  parseSocialProvider,
  pluginProviders,
  type SocialAuthorizeOptions,
  socialAuthorizeParams,
  socialAuthorizeUrl,
  socialReturnPath,
  socialReturnUrl,
} from "./social";
export {
  type SocialAnswer,
  type SocialLoginOutcome,
  type SocialProof,
  type SocialProofStep,
  socialLoginOutcome,
  socialProofStep,
} from "./socialLogin";
export {
  parseSocialReturn,
  type ReturnLocation,
  type SocialCredential,
  type SocialReturn,
} from "./socialReturn";
export { type AuthStorageKey, authStorageKeys, type KeyValueStorage } from "./storageKeys";
export {
  MANDATORY_TERMS_MESSAGE,
  type TermsDecision,
  termsDecision,
  termsDecisionFor,
} from "./termsConsent";
export {
  CIPHER_INPUT_MISSING_MESSAGE,
  decryptToken,
  encryptToken,
  TOKEN_MISSING_MESSAGE,
} from "./tokenCipher";
export { type TokenHandover, tokenHandover } from "./tokenHandover";
export { msUntilRenewal, TOKEN_RENEWAL_LEAD_MS } from "./tokenRenewal";
export {
  AUTH_HEADER,
  assessTokens,
  authHeaderFor,
  type TokenAssessment,
  type TokenPair,
  type TokenSet,
  type TokenStatus,
  tokenStatus,
} from "./tokenStatus";
export {
  createTokenStore,
  type StoredTokens,
  type TokenStore,
  type TokenStoreDeps,
} from "./tokenStore";
export { displayName, type UserNames } from "./user";
export {
  canRenewCode,
  checkCode,
  isProofUsable,
  VERIFICATION_LIMITS,
  type VerificationState,
} from "./verificationRules";
