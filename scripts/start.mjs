// `npm start`: builds what the server needs (turbo caches it, so a second start is quick) and
// runs Orbis on embedded defaults at http://localhost:8080 — or on the services the environment
// names (DATABASE_URL, REDIS_URL, S3_*, SMTP_URL).
import { buildServer } from "./buildServer.mjs";

buildServer();
// Tiling keeps three libuv threads busy (decode, two encoders); file and crypto work needs room
// beside them. Set before the server's first use of the pool.
process.env.UV_THREADPOOL_SIZE ??= "8";
await import(new URL("../server/dist/main.js", import.meta.url).href);
