import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "./AppError";
import { errorCatalogue } from "./catalogue";
import { errorFromResponse } from "./fromResponse";
import { codeForStatus, errorEntry, isErrorCode } from "./lookup";
import { DUPLICATE_SESSION_DELAY_MS, errorReaction } from "./reaction";

describe("error catalogue", () => {
  it.each([
    [20004, 403, "storageFull"],
    [50001, 403, "accessRestricted"],
    [50002, 403, "duplicateSession"],
    [60003, 403, "spaceCountExceeded"],
    [60006, 400, "tourHasNoScene"],
    [70001, 403, "projectCountExceeded"],
    [70002, 403, "artPackageInaccessible"],
    [70003, 403, "publishCountExceeded"],
    [70004, 403, "seoNotAllowed"],
    [70005, 403, "ogNotAllowed"],
    [70006, 403, "gaNotAllowed"],
    [70007, 403, "statisticsNotAccessible"],
    [70008, 403, "aiImagesNotOnPlan"],
    [70009, 403, "aiImageCreditsUsedUp"],
    [80001, 403, "hostingStorageFull"],
    [110012, 401, "accountUnverifiable"],
  ] as const)("keeps the specified code %i (HTTP %i, %s)", (code, status, key) => {
    expect(errorEntry(code)).toMatchObject({ status, key });
  });

  it("uses every message key once", () => {
    const keys = Object.values(errorCatalogue).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    [400, 10400],
    [401, 10401],
    [403, 10403],
    [404, 10404],
    [409, 10409],
    [413, 10413],
    [415, 10415],
    [429, 10429],
    [418, 10400],
    [500, 10500],
    [502, 10500],
    [503, 10503],
  ])("maps status %i to the generic code %i", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it("knows its own codes only", () => {
    expect(isErrorCode(50002)).toBe(true);
    expect(isErrorCode(12345)).toBe(false);
    expect(isErrorCode("50002")).toBe(false);
    expect(isErrorCode(Number.NaN)).toBe(false);
  });
});

describe("AppError", () => {
  it("carries the catalogue entry and message", () => {
    const e = new AppError(70001);
    expect(isAppError(e)).toBe(true);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("AppError");
    expect(e.status).toBe(403);
    expect(e.message).toBe("The number of projects is exceeded");
    expect(e.entry.key).toBe("projectCountExceeded");
    expect(e.toBody()).toEqual({ code: 70001, message: "The number of projects is exceeded" });
  });

  it("keeps a given message, status, details and cause", () => {
    const cause = new Error("root");
    const e = new AppError(10400, {
      message: "email: Invalid email",
      status: 422,
      details: [{ path: "email" }],
      cause,
    });
    expect(e.toBody()).toEqual({
      code: 10400,
      message: "email: Invalid email",
      details: [{ path: "email" }],
    });
    expect(e.status).toBe(422);
    expect(e.cause).toBe(cause);
    expect(isAppError(new Error("x"))).toBe(false);
  });
});

describe("errorFromResponse", () => {
  it("uses a known code from the body and the server's message", () => {
    const e = errorFromResponse({ status: 403, body: { code: 20004, message: "full" } });
    expect(e.code).toBe(20004);
    expect(e.message).toBe("full");
  });

  it("falls back to the catalogue message when the server sends none", () => {
    const e = errorFromResponse({ status: 403, body: { code: 50002 } });
    expect(e.message).toBe(errorEntry(50002).message);
  });

  it("gives the specified wording for 404 and 401 whatever the server said", () => {
    expect(errorFromResponse({ status: 404, body: { message: "nope" } }).message).toBe(
      "The requested resource does not exist or has been deleted",
    );
    expect(errorFromResponse({ status: 401, body: "Unauthorized" }).message).toBe(
      "Please login to access this resource",
    );
  });

  it("passes an unknown code on with the server's words", () => {
    const e = errorFromResponse({
      status: 400,
      body: { code: 424242, message: "odd", details: 1 },
    });
    expect(e.code).toBe(10400);
    expect(e.message).toBe("odd");
    expect(e.details).toEqual({ serverCode: 424242, details: 1 });
    expect(errorReaction(e).kind).toBe("snackbar");
  });

  it("copes with no body at all", () => {
    const e = errorFromResponse({ status: 502 });
    expect(e.code).toBe(10500);
    expect(e.status).toBe(502);
  });
});

describe("errorReaction", () => {
  it("shows the duplicate-connection message, then goes home and signs out after 0.5 s", () => {
    expect(errorReaction(new AppError(50002))).toEqual({
      kind: "duplicateSession",
      messageKey: "errors.duplicateSession",
      message: errorEntry(50002).message,
      delayMs: 500,
    });
    expect(DUPLICATE_SESSION_DELAY_MS).toBe(500);
  });

  it("rejects 50001 with the restricted-access message", () => {
    expect(errorReaction(new AppError(50001))).toMatchObject({
      kind: "reject",
      messageKey: "errors.accessRestricted",
    });
  });

  it.each([
    20004, 70001, 60003, 80001, 70002, 70003, 70004, 70005, 70006, 70007, 60006, 110012,
  ] as const)("shows %i in the error snackbar", (code) => {
    expect(errorReaction(new AppError(code))).toMatchObject({
      kind: "snackbar",
      severity: "error",
    });
  });

  it("leads to the login on 401 and passes other errors through", () => {
    expect(errorReaction(new AppError(10401)).kind).toBe("signIn");
    expect(errorReaction(new AppError(10500))).toEqual({ kind: "passThrough" });
  });
});
