/* Backups of a data folder on the embedded defaults: what one holds and how a restore checks it. */
export {
  BACKUP_DATABASE,
  BACKUP_FORMAT,
  BACKUP_MANIFEST,
  type BackupEntry,
  type BackupManifest,
  backupEntryOf,
  backupFileName,
  parseBackupManifest,
  type RestoredContents,
  restoreMismatches,
} from "./backupManifest";
