/** The naming fields of a user (spec §3); other user fields are not this domain's concern. */
export interface UserNames {
  readonly email?: string | null;
  readonly name?: string | null;
  readonly nickname?: string | null;
}

/**
 * The name shown for a user: the email, else the name, else the nickname, else "". Empty and
 * blank values are skipped, since a blank label would look like a missing user.
 */
export const displayName = (user: UserNames): string => {
  for (const value of [user.email, user.name, user.nickname]) {
    if (value?.trim()) return value;
  }
  return "";
};
