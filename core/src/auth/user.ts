import { isStudentAddress } from "../edu/studentAddress";

/** The naming fields of a user (docs/product/entities.md); other user fields are not this domain's concern. */
export interface UserNames {
  readonly email?: string | null;
  readonly name?: string | null;
  readonly nickname?: string | null;
}

/**
 * The name shown for a user: the email, else the name, else the nickname, else "". Empty and
 * blank values are skipped, since a blank label would look like a missing user; so is a
 * student's reserved address, which means nothing to people (their name is their alias).
 */
export const displayName = (user: UserNames): string => {
  const email = isStudentAddress(user.email) ? null : user.email;
  for (const value of [email, user.name, user.nickname]) {
    if (value?.trim()) return value;
  }
  return "";
};
