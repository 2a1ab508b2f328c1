import { ORBIS_SERVICE } from "@orbis/core/contract";
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

/** Asks for a registration code and answers the ticket and the mailed code. */
export const requestCode = async (t: TestApp, email: string, verifyType = "register") => {
  const res = await t.call({
    method: "POST",
    url: "/identity/v1/users/email/verification",
    payload: { ...ORBIS_SERVICE, email, verifyType },
  });
  if (res.statusCode !== 200) throw new Error(`verification request failed: ${res.body}`);
  const { verifyId } = (res.json() as { data: { verifyId: string } }).data;
  return { verifyId, code: await lastCode(t, email) };
};

/** Registers through the API: code by mail, then the registration call. Answers its response. */
export const registerByEmail = async (
  t: TestApp,
  email: string,
  password = "open sesame 7",
  extra: Record<string, unknown> = {},
) => {
  const { verifyId, code } = await requestCode(t, email);
  return t.call({
    method: "POST",
    url: "/identity/v1/users/register/email",
    payload: {
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
