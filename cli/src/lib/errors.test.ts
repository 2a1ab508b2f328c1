import { AppError } from "@orbis/core/errors";
import { describe, expect, it } from "vitest";
import {
  CliError,
  describeFailure,
  EXIT,
  exitForCode,
  failureLine,
  stopsBulkRun,
  usageError,
} from "./errors";

describe("exit codes", () => {
  it.each([
    [10400, EXIT.usage],
    [10401, EXIT.auth],
    [50002, EXIT.auth],
    [110001, EXIT.auth],
    [110007, EXIT.auth],
    [20004, EXIT.quota],
    [60003, EXIT.quota],
    [70003, EXIT.quota],
    [80001, EXIT.quota],
    [90001, EXIT.network],
    [90002, EXIT.network],
    [10404, EXIT.failure],
    [10500, EXIT.failure],
    [90003, EXIT.failure],
  ])("code %i exits %i", (code, exit) => {
    expect(exitForCode(code)).toBe(exit);
  });

  it("stops bulk runs on quota and auth refusals only", () => {
    expect([20004, 70003, 50002, 10401].every(stopsBulkRun)).toBe(true);
    expect([10400, 10404, 10500, 90001].some(stopsBulkRun)).toBe(false);
  });
});

describe("describeFailure", () => {
  it("keeps a catalogue error's code and message, with a sign-in hint for lost sessions", () => {
    expect(describeFailure(new AppError(20004))).toMatchObject({ code: 20004, exit: EXIT.quota });
    expect(describeFailure(new AppError(50002)).message).toBe(
      'You were signed out because this account signed in elsewhere. Run "orbis login" to sign in again.',
    );
    expect(describeFailure(new AppError(110001)).message).toBe(
      "The email or password is incorrect",
    );
  });

  it("maps the CLI's own errors, oclif's parse errors, a cancelled prompt and anything else", () => {
    expect(describeFailure(usageError("bad"))).toEqual({
      code: 10400,
      message: "bad",
      exit: 2,
      details: undefined,
    });
    expect(describeFailure(new CliError(90002, "slow"))).toMatchObject({ exit: EXIT.network });
    const parse = Object.assign(new Error("Missing required flag tour"), { oclif: { exit: 2 } });
    expect(describeFailure(parse)).toEqual({
      code: 10400,
      message: "Missing required flag tour",
      exit: 2,
    });
    const cancelled = Object.assign(new Error("User force closed the prompt"), {
      name: "ExitPromptError",
    });
    expect(describeFailure(cancelled)).toMatchObject({ code: 10400, message: "Cancelled." });
    expect(describeFailure("weird")).toEqual({ code: 10500, message: "weird", exit: 1 });
  });

  it("prints one line", () => {
    expect(failureLine({ code: 20004, message: "Full", exit: 4 })).toBe("Error 20004: Full");
  });
});
