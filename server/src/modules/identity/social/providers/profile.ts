import { normaliseEmail } from "@orbis/core/auth";
import { emailSchema } from "@orbis/core/contract";

/*
 * Pure rules shared by the adapters: which provider email Orbis may use and which name to show.
 * An address the provider did not verify is dropped rather than kept as a hint: the registration
 * then asks the user for one and stores it unverified.
 */

/** The normalised address when the provider vouches for it and it is a valid address, else null. */
export const vouchedEmail = (email: string | null | undefined, vouched: boolean): string | null => {
  if (!vouched || email === null || email === undefined) return null;
  const normalised = normaliseEmail(email);
  return emailSchema.safeParse(normalised).success ? normalised : null;
};

/** The first non-blank name among the candidates, trimmed; null when there is none. */
export const firstName = (...candidates: readonly (string | null | undefined)[]): string | null => {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return null;
};
