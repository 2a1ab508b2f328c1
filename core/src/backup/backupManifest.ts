import { z } from "zod";
import { archiveEntryProblem } from "../interop/archivePaths";

/*
 * A backup of an Orbis data folder on the embedded defaults is one ZIP: `orbis-backup.json` (this
 * manifest) first, then `db.tar.gz` (PGlite's own dump of its data folder), the file store under
 * `files/`, and the server's key under `secrets/`. The manifest says what the backup holds, so a
 * restore can prove it put everything back: row counts per table, file count and bytes.
 */

/** The manifest's name inside a backup. */
export const BACKUP_MANIFEST = "orbis-backup.json";
/** The database dump's name inside a backup. */
export const BACKUP_DATABASE = "db.tar.gz";
/** The version of the layout above; a restore refuses others. */
export const BACKUP_FORMAT = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  /** Rows per table of the public schema when the backup was made. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The file store's objects (sidecars included) and their bytes. */
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** The files under `secrets/` (the token key). */
  secrets: z.array(z.string()),
});

/** What a backup holds, written first into it. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest as text, or why it is not one this version can restore. */
export const parseBackupManifest = (
  text: string,
): { readonly manifest: BackupManifest } | { readonly problem: string } => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${BACKUP_MANIFEST} is not JSON` };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === "number" && format !== BACKUP_FORMAT)
    return {
      problem: `the backup has format ${format}; this version of Orbis restores format ${BACKUP_FORMAT}`,
    };
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      problem: `${BACKUP_MANIFEST} is not a backup manifest (${first?.path.join(".") || "root"}: ${first?.message})`,
    };
  }
  return { manifest: parsed.data };
};

/** Where an entry of a backup goes in the data folder. */
export type BackupEntry =
  | { readonly kind: "manifest" }
  | { readonly kind: "database" }
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "secret"; readonly name: string }
  | { readonly kind: "folder" }
  | { readonly kind: "refused"; readonly problem: string };

/**
 * Classifies a backup entry by its name: anything that is not the manifest, the dump, a file
 * store object or a key file is refused, and so is a name that would land outside the data
 * folder (an absolute path, `..`): a doctored archive writes nothing where it should not.
 */
export const backupEntryOf = (name: string): BackupEntry => {
  const problem = archiveEntryProblem(name);
  if (problem !== null) return { kind: "refused", problem };
  if (name === BACKUP_MANIFEST) return { kind: "manifest" };
  if (name === BACKUP_DATABASE) return { kind: "database" };
  if (name.endsWith("/")) return { kind: "folder" };
  const secret = /^secrets\/([A-Za-z0-9._-]+)$/.exec(name);
  if (secret?.[1] !== undefined) return { kind: "secret", name: secret[1] };
  if (name.startsWith("files/") && name.length > 6 && !name.includes("\\"))
    return { kind: "file", path: name.slice(6) };
  return { kind: "refused", problem: `the entry ${JSON.stringify(name)} is not part of a backup` };
};

/** What a restore found after putting a backup back. */
export interface RestoredContents {
  readonly tables: Readonly<Record<string, number>>;
  readonly files: { readonly count: number; readonly bytes: number };
}

/** The differences between a manifest and what was restored, one line each; empty when none. */
export const restoreMismatches = (
  manifest: BackupManifest,
  restored: RestoredContents,
): string[] => {
  const lines: string[] = [];
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)]);
  for (const table of [...names].sort()) {
    const expected = manifest.tables[table];
    const found = restored.tables[table];
    if (expected !== found)
      lines.push(
        `table ${table}: ${expected ?? "absent"} rows in the backup, ${found ?? "absent"} restored`,
      );
  }
  const { count, bytes } = manifest.files;
  if (count !== restored.files.count || bytes !== restored.files.bytes)
    lines.push(
      `files: ${count} (${bytes} bytes) in the backup, ${restored.files.count} (${restored.files.bytes} bytes) restored`,
    );
  return lines;
};

/** The default name of a backup made at `at`: `orbis-backup-20261129-2315.zip`. */
export const backupFileName = (at: Date): string => {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  return `orbis-backup-${day}-${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}.zip`;
};
