import { describe, expect, it } from "vitest";
import { AppError } from "./AppError";
import { errorCatalogue } from "./catalogue";
import { ErrorCode } from "./codes";
import { errorEntry } from "./lookup";

const named = Object.entries(ErrorCode);

describe("named error codes", () => {
  it("name only numbers the catalogue knows", () => {
    for (const [, code] of named) expect(Object.hasOwn(errorCatalogue, code)).toBe(true);
  });

  it("give each number one name", () => {
    const codes = named.map(([, code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("name every code of the catalogue", () => {
    const numbers = Object.keys(errorCatalogue).map(Number);
    expect(new Set(named.map(([, code]) => code))).toEqual(new Set(numbers));
  });

  it("are named after their entry's message key", () => {
    for (const [name, code] of named) expect(errorEntry(code).key).toBe(name);
  });

  it("travel as the number the wire carries", () => {
    expect(new AppError(ErrorCode.emailTaken).toBody().code).toBe(110003);
    expect(ErrorCode.duplicateSession).toBe(50002);
  });
});
