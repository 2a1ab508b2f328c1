import { type EmailRegistration, ORBIS_SERVICE, type VerifyType } from "@orbis/core/contract";
import { apiFor } from "./apiClient";
import type { TestApp } from "./testApp";

/** Agreed terms of a complete consent (the seeded mandatory ones). */
export const MANDATORY_TERMS = ["orbis-terms-of-service", "orbis-privacy"];

/** The six-digit code of the newest mail to an address. */
export const lastCode = async (t: TestApp, email: string): Promise<string> => {
  const mails = await t.mailsTo(email);
  const code = /(\d{6})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (code === undefined) throw new Error(`No code mailed to ${email}`);
  return code;
};

/** Asks for a code of a kind (registration by default) and answers the ticket and the mailed code. */
export const requestCode = async (
  t: TestApp,
  email: string,
  verifyType: VerifyType = "register",
): Promise<{ verifyId: string; code: string }> => {
  const { verifyId } = await apiFor(t).requestEmailVerification({
    body: { ...ORBIS_SERVICE, email, verifyType },
  });
  return { verifyId, code: await lastCode(t, email) };
};

/**
 * Registers through the API: code by mail, then the registration call with the mandatory terms,
 * `extra` overriding any field. Answers the registration's login result; a refusal rejects with
 * its catalogue error.
 */
export const registerByEmail = async (
  t: TestApp,
  email: string,
  password = "open sesame 7",
  extra: Partial<EmailRegistration> = {},
) => {
  const { verifyId, code } = await requestCode(t, email);
  return apiFor(t).registerEmail({
    body: {
      ...ORBIS_SERVICE,
      email,
      password,
      name: "Ada Lovelace",
      verifyId,
      verifyCode: code,
      agreedTermsIds: MANDATORY_TERMS,
      ...extra,
    },
  });
};
