import type { LeaveProof } from "../contract/entities/user";

/**
 * The proof a permanent deletion is made with, once it is known to be the right kind: the
 * password to check, or the mailed code to check (against the account's own address, for the
 * `leave` purpose).
 */
export type CheckableLeaveProof =
  | { readonly kind: "password"; readonly password: string }
  | { readonly kind: "code"; readonly verifyId: string; readonly verifyCode: string };

/**
 * Which proof a deletion of this account must carry, or the catalogue code refusing it. An
 * account with a password proves it with the password (a mailed code would let whoever reads the
 * mailbox of a stolen session skip it); an account without one (social sign-in) proves it with a
 * code mailed to its address. 110013: a password account sent no password; 110014: a social
 * account sent no code. Whether the proof is right is the server's check, not this rule's.
 */
export const leaveProofOf = (
  account: { readonly hasPassword: boolean },
  proof: LeaveProof,
): CheckableLeaveProof | { readonly refused: 110013 | 110014 } => {
  if (account.hasPassword) {
    return proof.password === undefined
      ? { refused: 110013 }
      : { kind: "password", password: proof.password };
  }
  return proof.verifyId === undefined || proof.verifyCode === undefined
    ? { refused: 110014 }
    : { kind: "code", verifyId: proof.verifyId, verifyCode: proof.verifyCode };
};
