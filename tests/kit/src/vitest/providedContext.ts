/* What a global setup that starts the shared test server provides to the test files. */

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared server's origin, e.g. `http://127.0.0.1:41234`. */
    orbisOrigin: string;
    /** Its DATA_DIR: mailed codes and links are read from `mail/` there. */
    orbisDataDir: string;
    /** The file holding everything it printed, shown when a test fails. */
    orbisServerLog: string;
  }
}

export {};
