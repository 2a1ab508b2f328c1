import { describe, expect, it } from "vitest";
import { transportError } from "../client/transportError";
import { AppError } from "../errors/AppError";
import { errorFromResponse } from "../errors/fromResponse";
import { sessionIsOver } from "./sessionCheck";

/** How the client reports a request the browser aborted (a reload while it was in flight). */
const aborted = transportError(
  "getMe",
  new DOMException("The user aborted a request.", "AbortError"),
);
/** How the client reports a request whose deadline passed. */
const timedOut = transportError("getMe", new DOMException("signal timed out", "TimeoutError"));
/** How the client reports `fetch` failing on the network (offline, connection reset). */
const offline = transportError("getMe", new TypeError("Failed to fetch"));
const answered = (status: number, body?: unknown) => errorFromResponse({ status, body });

describe("sessionIsOver", () => {
  it.each<[string, unknown, boolean]>([
    // The request got no answer: nothing is known about the session.
    ["an aborted request", aborted, false],
    ["a timeout (90002)", timedOut, false],
    ["a network failure (90001)", offline, false],
    ["an unreadable answer (90003)", new AppError(90003), false],
    ["a 500", answered(500), false],
    ["a 502 from a proxy", answered(502, "<html>Bad gateway</html>"), false],
    ["a 503", answered(503), false],
    ["a 504 from a proxy", answered(504), false],
    ["a 429", answered(429), false],
    ["a 404", answered(404), false],
    ["a 403 that is no session answer (10403)", answered(403), false],
    ["a student asked to set a password (140008)", answered(403, { code: 140008 }), false],
    ["a failure of this device", new Error("QuotaExceededError"), false],
    ["nothing at all", undefined, false],
    // The server says the session is over.
    ["a 401 without a code", answered(401), true],
    ["an ended session (10401)", answered(401, { code: 10401 }), true],
    ["a refused refresh token (110007)", answered(401, { code: 110007 }), true],
    ["an account that cannot be verified (110012)", answered(401, { code: 110012 }), true],
    ["a session replaced by a newer login (50002)", answered(403, { code: 50002 }), true],
    ["a deactivated account (50001)", answered(403, { code: 50001 }), true],
    [
      "an undecodable token, found before any call",
      new AppError(10401, { details: { reason: "encoding" } }),
      true,
    ],
  ])("%s → %s", (_, error, over) => {
    expect(sessionIsOver(error)).toBe(over);
  });
});
