import type { TestProject } from "vitest/node";
import { assertBuilt } from "../buildCheck";
import { type RunningServer, startServer } from "../serverProcess";
import { turboBuild } from "../turboBuild";
import "./providedContext";

/*
 * Global setup of a suite that drives one real server for all its files (the console's, the
 * journeys'). Run directly, turbo builds the server and what it serves first (cached); when that
 * build fails on some package mid-change, the last good build is used with a warning rather
 * than failing every test for an unrelated reason. The rate limits are off: a suite signs up
 * and signs in faster than a person, and the limits have tests of their own.
 */

let server: RunningServer | undefined;

/** Starts the shared server and provides its origin, data directory and log to the files. */
export default async function setup(project: TestProject) {
  const failure = turboBuild("@orbis/server...");
  if (failure !== null) console.warn(`turbo build failed; using the last build:\n${failure}`);
  assertBuilt(undefined, { allowStale: true });
  server = await startServer({ env: { RATE_LIMIT: "false" } });
  project.provide("orbisOrigin", server.origin);
  project.provide("orbisDataDir", server.dataDir);
  project.provide("orbisServerLog", server.logFile);
  return async () => {
    await server?.stop();
  };
}
