import { hash, verify } from "@node-rs/argon2";

/*
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 25 ms here,
 * slow enough to make offline guessing costly, fast enough not to starve a 2-core server.
 */
const OPTIONS = {
  // 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password for storage. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/**
 * Checks a password against a stored hash. With no hash (unknown email, social-only account) a
 * dummy hash is checked anyway, so the answer takes as long as for a real account: timing does
 * not tell which emails are registered.
 */
export const verifyPassword = async (
  stored: string | null | undefined,
  password: string,
): Promise<boolean> => {
  if (stored === null || stored === undefined) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
};

const dummyHash = hash("orbis-timing-equaliser", OPTIONS);
