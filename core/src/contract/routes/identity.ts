import { z } from "zod";
import { emptyDataSchema } from "../entities/common";
import { passwordChangeSchema } from "../entities/password";
import { emailRegistrationSchema, socialRegistrationSchema } from "../entities/registration";
import { serviceIdSchema, serviceVersionSchema } from "../entities/service";
import { storableCheck, storableString } from "../entities/storableText";
import {
  termsAgreementListSchema,
  termsAgreementUpdateSchema,
  termsQuerySchema,
} from "../entities/terms";
import {
  emailLoginSchema,
  loginResultSchema,
  providerAccessTokenSchema,
  providerParamsSchema,
  renewTokenBodySchema,
  socialLoginSchema,
  tokenSetSchema,
} from "../entities/token";
import {
  leaveProofSchema,
  ssoInfoSchema,
  thumbnailResultSchema,
  thumbnailUploadSchema,
  userPatchSchema,
  userSchema,
} from "../entities/user";
import {
  emailVerificationConfirmSchema,
  emailVerificationPayloadSchema,
  emailVerificationRenewSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verificationResultSchema,
  verificationTicketSchema,
} from "../entities/verification";
import { defineRoute } from "../route";

/*
 * Not in this table: Kakao's code exchange. The console posts form-encoded
 * (grant_type=authorization_code, code, client_id, redirect_uri) to Kakao's own token endpoint
 * and reads `access_token`; Google returns `access_token` in the URL hash. Neither is our call.
 */

/** Query of the Naver code exchange, names as the spec writes them (`serviceID`). */
const naverCodeQuerySchema = z.object({
  code: storableString().min(1),
  state: storableString().min(1),
  serviceID: serviceIdSchema,
  serviceVersion: serviceVersionSchema,
});

/** Query of the Facebook code exchange; Facebook wants the same `redirect-uri` as the dialog. */
const facebookCodeQuerySchema = z.object({
  code: storableString().min(1),
  "redirect-uri": z.url().check(storableCheck),
  serviceID: serviceIdSchema,
  serviceVersion: serviceVersionSchema,
  state: storableString().optional(),
});

/** The identity service's calls (spec §7), v1 and the v2 password change. */
export const identityRoutes = {
  loginEmail: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/login/email",
    auth: "none",
    summary: "Sign in with email and password",
    body: emailLoginSchema,
    response: loginResultSchema,
    envelope: "data",
  }),
  loginSocial: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/login/{provider}",
    auth: "none",
    summary: "Sign in with a social provider's token",
    params: providerParamsSchema,
    body: socialLoginSchema,
    response: loginResultSchema,
    envelope: "data",
  }),
  getNaverAccessToken: defineRoute({
    service: "identityV1",
    method: "GET",
    path: "/access-token/naver",
    auth: "none",
    summary: "Exchange a Naver authorisation code for an access token",
    query: naverCodeQuerySchema,
    response: providerAccessTokenSchema,
    envelope: "data",
  }),
  getFacebookAccessToken: defineRoute({
    service: "identityV1",
    method: "GET",
    path: "/access-token/facebook",
    auth: "none",
    summary: "Exchange a Facebook authorisation code for an access token",
    query: facebookCodeQuerySchema,
    response: providerAccessTokenSchema,
    envelope: "data",
  }),
  getTermsAgreement: defineRoute({
    service: "identityV1",
    method: "GET",
    path: "/terms/agreement",
    auth: "required",
    summary: "The caller's answers to a service's terms",
    query: termsQuerySchema,
    response: termsAgreementListSchema,
    envelope: "data",
  }),
  updateTermsAgreement: defineRoute({
    service: "identityV1",
    method: "PUT",
    path: "/terms/agreement",
    auth: "required",
    summary: "Agree to or withdraw from terms",
    body: termsAgreementUpdateSchema,
    response: termsAgreementListSchema,
    envelope: "data",
  }),
  renewToken: defineRoute({
    service: "identityV1",
    method: "PUT",
    path: "/users/renew-token",
    auth: "none",
    summary: "Trade a refresh token for a new token set",
    body: renewTokenBodySchema,
    response: tokenSetSchema,
    envelope: "data",
  }),
  getMe: defineRoute({
    service: "identityV1",
    method: "GET",
    path: "/users/me",
    auth: "required",
    summary: "The signed-in user",
    response: userSchema,
    envelope: "data",
  }),
  updateMe: defineRoute({
    service: "identityV1",
    method: "PATCH",
    path: "/users/me",
    auth: "optional",
    summary: "Change the name or nickname (anonymous callers prove the address)",
    body: userPatchSchema,
    response: userSchema,
    envelope: "data",
  }),
  leave: defineRoute({
    service: "identityV1",
    method: "DELETE",
    path: "/users/me/leave",
    auth: "required",
    summary:
      "Delete the signed-in user's account and everything it owns, given its password (or, for a social account, a code mailed with verifyType leave)",
    body: leaveProofSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
  getSsoInfo: defineRoute({
    service: "identityV1",
    method: "GET",
    path: "/sso-info/{provider}",
    auth: "none",
    summary: "What a provider's access token says about its user",
    params: providerParamsSchema,
    query: z.object({ "access-token": storableString().min(1).max(4096) }),
    response: ssoInfoSchema,
    envelope: "data",
  }),
  registerSocial: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/users/register/{provider}",
    auth: "required",
    summary: "Create the account of a signed-in social user",
    params: providerParamsSchema,
    body: socialRegistrationSchema,
    response: loginResultSchema,
    envelope: "data",
  }),
  registerEmail: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/users/register/email",
    auth: "none",
    summary: "Create an account with a verified email address",
    body: emailRegistrationSchema,
    response: loginResultSchema,
    envelope: "data",
  }),
  requestEmailVerification: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/users/email/verification",
    auth: "none",
    summary: "Mail a verification code",
    body: emailVerificationPayloadSchema,
    response: verificationTicketSchema,
    envelope: "data",
  }),
  renewEmailVerification: defineRoute({
    service: "identityV1",
    method: "PUT",
    path: "/users/email/verification/renew",
    auth: "none",
    summary: "Mail a fresh code for a pending verification",
    body: emailVerificationRenewSchema,
    response: verificationTicketSchema,
    envelope: "data",
  }),
  uploadMyThumbnail: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/users/me/thumbnail",
    auth: "required",
    summary: "Replace the profile picture",
    body: thumbnailUploadSchema,
    bodyKind: "multipart",
    response: thumbnailResultSchema,
    envelope: "data",
  }),
  requestPasswordReset: defineRoute({
    service: "identityV1",
    method: "PUT",
    path: "/users/reset-password",
    auth: "none",
    summary: "Mail a password reset code",
    body: passwordResetRequestSchema,
    response: verificationTicketSchema,
    envelope: "data",
  }),
  confirmPasswordReset: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/users/reset-password/confirm",
    auth: "none",
    summary: "Set a new password with a reset code",
    body: passwordResetConfirmSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
  sendUserEmailVerification: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/verification/user/email",
    auth: "optional",
    summary: "Mail a code that proves the user owns an address",
    body: emailVerificationPayloadSchema,
    response: verificationTicketSchema,
    envelope: "data",
  }),
  confirmUserEmailVerification: defineRoute({
    service: "identityV1",
    method: "PATCH",
    path: "/verification/user/email",
    auth: "optional",
    summary: "Check a mailed code",
    body: emailVerificationConfirmSchema,
    response: verificationResultSchema,
    envelope: "data",
  }),
  changePassword: defineRoute({
    service: "identityV2",
    method: "PATCH",
    path: "/users/me/password",
    auth: "required",
    summary: "Change the password, given the current one",
    body: passwordChangeSchema,
    response: emptyDataSchema,
    envelope: "data",
  }),
} as const;
