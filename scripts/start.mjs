// `npm start`: runs Orbis on embedded defaults. The server package arrives in the next issue; until
// then this says so instead of pretending to serve.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const entry = fileURLToPath(new URL("../server/dist/main.js", import.meta.url));
if (!existsSync(entry)) {
  console.log(
    "Orbis: the server is not built yet (it comes with @orbis/server). Nothing to start.",
  );
  process.exit(0);
}
await import(entry);
