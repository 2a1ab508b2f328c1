// `npm run backup [-- file.zip]` and `npm run restore -- file.zip`: builds the server if needed,
// then runs its backup command on DATA_DIR (docs/operations.md, "Backups").
import { buildServer } from "./buildServer.mjs";

buildServer();
await import(new URL("../server/dist/backup.js", import.meta.url).href);
