import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayName } from "./user";

describe("displayName (email, else name, else nickname)", () => {
  it.each([
    [{ email: "a@b.c", name: "Ann", nickname: "annie" }, "a@b.c"],
    [{ name: "Ann", nickname: "annie" }, "Ann"],
    [{ email: "", name: "Ann", nickname: "annie" }, "Ann"],
    [{ email: null, name: "  ", nickname: "annie" }, "annie"],
    [{ nickname: "annie" }, "annie"],
    [{ email: null, name: null, nickname: null }, ""],
    [{}, ""],
    [{ email: "st-k7q2zp@students.orbis.invalid", name: "김민지", nickname: null }, "김민지"],
  ])("%j → %j", (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });

  it("always shows a non-blank email when there is one", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (email, name, nickname) => {
          expect(displayName({ email, name, nickname })).toBe(email);
        },
      ),
    );
  });
});
