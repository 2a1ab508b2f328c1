import { ErrorCode, type ErrorFamily, errorFamilyOf, isAppError } from "@orbis/core/errors";

/**
 * Exit codes of every command (documented in the README). Scripts branch on the kind of failure:
 * fix the command line (2), sign in again (3), free storage or upgrade (4), retry later (5).
 */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  quota: 4,
  network: 5,
} as const;

/** An exit code of {@link EXIT}. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code of each kind of failure the catalogue names (core's `errorFamilyOf`). */
const EXIT_OF_FAMILY: Readonly<Record<ErrorFamily, ExitCode>> = {
  session: EXIT.auth,
  plan: EXIT.quota,
  transport: EXIT.network,
  input: EXIT.usage,
  other: EXIT.failure,
};

/** A failure as a command reports it: `Error <code>: <message>` and an exit code. */
export interface Failure {
  readonly code: number;
  readonly message: string;
  readonly exit: ExitCode;
  readonly details?: unknown;
}

/** The exit code for a catalogue code. */
export const exitForCode = (code: number): ExitCode => EXIT_OF_FAMILY[errorFamilyOf(code)];

/**
 * True for codes that end a bulk run at once: later items would meet the same refusal (a plan
 * limit, or a session that is over).
 */
export const stopsBulkRun = (code: number): boolean => {
  const family = errorFamilyOf(code);
  return family === "plan" || family === "session";
};

/**
 * A failure the CLI itself detects (a usage mistake, no terminal to prompt on, a missing
 * sign-in). It carries a catalogue code like the server's failures, so output stays uniform.
 */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    readonly code: number,
    message: string,
    readonly exit: ExitCode = exitForCode(code),
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A usage mistake: exit 2 with code 10400. */
export const usageError = (message: string): CliError =>
  new CliError(ErrorCode.badRequest, message, EXIT.usage);

const SIGN_IN_HINT = 'Run "orbis login" to sign in again.';

/** The failure of anything a command threw: catalogue errors, oclif parse errors, the rest. */
export const describeFailure = (error: unknown): Failure => {
  if (error instanceof CliError)
    return { code: error.code, message: error.message, exit: error.exit, details: error.details };
  if (isAppError(error)) {
    const exit = exitForCode(error.code);
    const message =
      exit === EXIT.auth && error.code !== ErrorCode.invalidCredentials
        ? `${error.message.replace(/\.$/, "")}. ${SIGN_IN_HINT}`
        : error.message;
    return { code: error.code, message, exit, details: error.details };
  }
  if (isOclifParseError(error))
    return { code: ErrorCode.badRequest, message: error.message, exit: EXIT.usage };
  if (error instanceof Error && error.name === "ExitPromptError")
    return { code: ErrorCode.badRequest, message: "Cancelled.", exit: EXIT.usage };
  const message = error instanceof Error ? error.message : String(error);
  return { code: ErrorCode.internal, message, exit: EXIT.failure };
};

/** oclif's flag and argument errors carry `oclif.exit`; they are the user's to fix. */
const isOclifParseError = (error: unknown): error is Error =>
  error instanceof Error &&
  "oclif" in error &&
  typeof error.oclif === "object" &&
  error.oclif !== null &&
  "exit" in error.oclif;

/** The one line a failure prints on stderr. */
export const failureLine = (f: Failure): string => `Error ${f.code}: ${f.message}`;
