import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { ErrorCode } from "@orbis/core/errors";
import { CliError } from "../errors";
import { type ConfigFile, configSchema, emptyConfig, type Profile } from "./configFile";
import { withFileLock } from "./fileLock";

/** Reads and writes `orbis/config.json`; every write is whole, atomic and mode 600. */
export interface ConfigStore {
  readonly path: string;
  read(): Promise<ConfigFile>;
  /** Reads, changes and writes back under the lock, so concurrent `orbis` runs do not clobber. */
  update(change: (config: ConfigFile) => ConfigFile): Promise<ConfigFile>;
  /** Runs a task under the configuration's lock (token renewal), with unlocked file access. */
  locked<T>(task: (file: LockedFile) => Promise<T>): Promise<T>;
}

/** Reading and writing inside {@link ConfigStore.locked}. */
export interface LockedFile {
  read(): Promise<ConfigFile>;
  write(config: ConfigFile): Promise<void>;
}

/** A store over the file at `path`. */
export const configStore = (path: string): ConfigStore => {
  const lockPath = `${path}.lock`;

  const read = async (): Promise<ConfigFile> => {
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyConfig();
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CliError(ErrorCode.badRequest, `${path} is not valid JSON; fix or delete it`);
    }
    const parsed = configSchema.safeParse(json);
    if (!parsed.success)
      throw new CliError(
        ErrorCode.badRequest,
        `${path} is not an orbis configuration; fix or delete it`,
      );
    return parsed.data;
  };

  const write = async (config: ConfigFile) => {
    // The directory and the file hold tokens: only their owner may read them.
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, path);
  };

  const locked = async <T>(task: (file: LockedFile) => Promise<T>): Promise<T> => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    return withFileLock(lockPath, () => task({ read, write }));
  };

  return {
    path,
    read,
    locked,
    update: (change) =>
      locked(async (file) => {
        const next = change(await file.read());
        await file.write(next);
        return next;
      }),
  };
};

/** The configuration with one profile replaced (or added). */
export const withProfile = (config: ConfigFile, name: string, profile: Profile): ConfigFile => ({
  ...config,
  profiles: { ...config.profiles, [name]: profile },
});
