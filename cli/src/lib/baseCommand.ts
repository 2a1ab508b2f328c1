import { Command, Errors, Flags } from "@oclif/core";
import { describeFailure, failureLine } from "./errors";
import {
  openSession,
  resolveTarget,
  type Session,
  type Target,
  type TargetFlags,
} from "./session/context";

/**
 * A failure that also carries what the command did before it (a bulk run's summary), so
 * `--json` prints the summary with the error and scripts can see which items went through.
 */
export class RunFailure extends Error {
  override readonly name = "RunFailure";
  constructor(
    readonly failure: unknown,
    readonly result: object,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/**
 * The base of every `orbis` command: the global flags, `--json`, and one way to fail —
 * `Error <code>: <message>` on stderr (and `{"error":…}` on stdout with `--json`), then the exit
 * code of the failure's kind (see `EXIT`).
 */
export abstract class OrbisCommand extends Command {
  static override enableJsonFlag = true;

  static override baseFlags = {
    "api-url": Flags.string({
      description: "Orbis server URL (default: the profile's, else http://localhost:8080)",
      env: "ORBIS_API_URL",
      helpGroup: "GLOBAL",
    }),
    profile: Flags.string({
      description: "configuration profile to use (default: the last one signed in)",
      env: "ORBIS_PROFILE",
      helpGroup: "GLOBAL",
    }),
  };

  /** The server and profile this run works with. */
  protected target(flags: TargetFlags): Promise<Target> {
    return resolveTarget(flags);
  }

  /** The signed-in session; fails with exit 3 when there is none. */
  protected async session(flags: TargetFlags): Promise<Session> {
    return openSession(await resolveTarget(flags));
  }

  /** Progress and notes: stderr, so stdout carries only results; silent with `--json`. */
  protected note(message: string): void {
    if (!this.jsonEnabled()) process.stderr.write(`${message}\n`);
  }

  protected override async catch(error: Error & { exitCode?: number }): Promise<unknown> {
    if (error instanceof Errors.ExitError) throw error;
    const cause = error instanceof RunFailure ? error.failure : error;
    const failure = describeFailure(cause);
    process.stderr.write(`${failureLine(failure)}\n`);
    if (this.jsonEnabled()) {
      const body = { code: failure.code, message: failure.message, exitCode: failure.exit };
      const extra = failure.details === undefined ? {} : { details: failure.details };
      const result = error instanceof RunFailure ? error.result : {};
      this.logJson({ ...result, error: { ...body, ...extra } });
    }
    return this.exit(failure.exit);
  }
}
