import {
  ORBIS_SERVICE,
  type SocialLogin,
  type SocialProvider,
  type SocialRegistration,
  type VerifyType,
} from "@orbis/core/contract";
import {
  MANDATORY_TERMS as KIT_MANDATORY_TERMS,
  requestMailedCode,
  type SignUpFields,
  signUpByMail,
} from "@orbis/testkit/accounts";
import { apiFor } from "./apiClient";
import type { TestApp } from "./testApp";

/** Agreed terms of a complete consent: the kit's list, which `registration.test.ts` holds to the seed. */
export const MANDATORY_TERMS: string[] = [...KIT_MANDATORY_TERMS];

/** The six-digit code of the newest mail to an address. */
export const lastCode = async (t: TestApp, email: string): Promise<string> => {
  const mails = await t.mailsTo(email);
  const code = /(\d{6})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (code === undefined) throw new Error(`No code mailed to ${email}`);
  return code;
};

/** Asks for a code of a kind (registration by default) and answers the ticket and the mailed code. */
export const requestCode = (
  t: TestApp,
  email: string,
  verifyType: VerifyType = "register",
): Promise<{ readonly verifyId: string; readonly code: string }> =>
  requestMailedCode(apiFor(t), (to) => lastCode(t, to), email, verifyType);

/**
 * Registers through the API as the kit signs up: code by mail, then the registration call with
 * the mandatory terms, `extra` overriding any field. Answers the registration's login result; a
 * refusal rejects with its catalogue error.
 */
export const registerByEmail = (
  t: TestApp,
  email: string,
  password = "open sesame 7",
  extra: Partial<SignUpFields> = {},
) =>
  signUpByMail(apiFor(t), (to) => lastCode(t, to), {
    email,
    password,
    name: "Ada Lovelace",
    agreedTermsIds: MANDATORY_TERMS,
    ...extra,
  });

/** A social login as Orbis sends it (its service pair), with the provider's proof in `proof`. */
export const loginSocially = (
  t: TestApp,
  provider: SocialProvider,
  proof: Omit<SocialLogin, keyof typeof ORBIS_SERVICE>,
) => apiFor(t).loginSocial({ params: { provider }, body: { ...ORBIS_SERVICE, ...proof } });

/**
 * Registers a social user with the token of a login that answered `registered: false`: name
 * "Ada" and the mandatory terms, `extra` overriding any field. An empty token calls anonymously.
 */
export const registerSocially = (
  t: TestApp,
  provider: SocialProvider,
  token: string,
  extra: Partial<SocialRegistration> = {},
) =>
  apiFor(t, token).registerSocial({
    params: { provider },
    body: { ...ORBIS_SERVICE, name: "Ada", agreedTermsIds: MANDATORY_TERMS, ...extra },
  });
