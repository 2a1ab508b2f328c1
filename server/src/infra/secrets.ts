import { randomBytes, randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Config, ConfigError } from "../config";

const MIN_SECRET_BYTES = 32;
const HEX_KEY = /^[0-9a-f]{64}$/;

/** Where the generated key is kept when `JWT_SECRET` is not set. */
export const tokenKeyPath = (dataDir: string) => join(dataDir, "secrets", "token.key");

const fromEnv = (secret: string): Uint8Array => {
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes of text (it has ${bytes.length}); ` +
        "use a long random string, e.g. `openssl rand -hex 32`, or unset it to let Orbis keep one.",
    );
  }
  return bytes;
};

const readKey = async (path: string): Promise<Uint8Array> => {
  const text = (await readFile(path, "utf8")).trim();
  if (!HEX_KEY.test(text)) {
    throw new ConfigError(
      `${path} does not hold a token key (64 hex characters). Restore it from a backup, or ` +
        "delete it to make a new one (everyone signed in is signed out).",
    );
  }
  return new TextEncoder().encode(text);
};

/**
 * The key that signs tokens and code HMACs: `JWT_SECRET` when set (at least 32 bytes of text),
 * else a random key made on first start and kept in `DATA_DIR/secrets/token.key` (mode 0600),
 * so sessions survive a restart.
 *
 * The file holds 32 random bytes as 64 hex characters, and the key is that text, exactly as
 * `JWT_SECRET` would be: an operator moving to several servers can copy the file's content into
 * `JWT_SECRET` and nobody is signed out.
 */
export const loadTokenSecret = async (
  config: Pick<Config, "jwtSecret" | "dataDir">,
): Promise<Uint8Array> => {
  if (config.jwtSecret !== undefined) return fromEnv(config.jwtSecret);
  const path = tokenKeyPath(config.dataDir);
  const existing = await readKey(path).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  });
  if (existing !== null) return existing;

  await mkdir(join(config.dataDir, "secrets"), { recursive: true, mode: 0o700 });
  // Written whole under a temp name, then hard-linked into place: link fails if the key exists,
  // so when two processes start at once on one DATA_DIR, both end up with the first one's key.
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(temp, { force: true });
  }
  return readKey(path);
};
