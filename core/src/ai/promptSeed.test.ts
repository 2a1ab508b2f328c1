import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePrompt, promptSeed } from "./promptSeed";

describe("promptSeed", () => {
  it("is the same for the same prompt and style, however it is spaced or cased", () => {
    expect(promptSeed("  A Lake at  DAWN ", "daylight")).toBe(
      promptSeed("a lake at dawn", "daylight"),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (prompt, style) => {
        const seed = promptSeed(prompt, style);
        expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
        expect(promptSeed(` ${prompt.toUpperCase()}\t`, style)).toBe(
          promptSeed(prompt.toLowerCase(), style),
        );
      }),
    );
  });

  it("differs between styles and between prompts", () => {
    expect(promptSeed("a lake at dawn", "daylight")).not.toBe(
      promptSeed("a lake at dawn", "sunset"),
    );
    expect(promptSeed("a lake at dawn", "daylight")).not.toBe(
      promptSeed("a lake at dusk", "daylight"),
    );
    // The style and the prompt are kept apart: moving text from one to the other is another seed.
    expect(promptSeed("b", "a")).not.toBe(promptSeed("", "ab"));
  });

  it("gives each variation of a request its own repeatable seed, the first the prompt's own", () => {
    const seeds = [0, 1, 2, 3].map((v) => promptSeed("a lake at dawn", "daylight", v));
    expect(seeds[0]).toBe(promptSeed("a lake at dawn", "daylight"));
    expect(new Set(seeds).size).toBe(4);
    expect(promptSeed("A lake at dawn ", "daylight", 2)).toBe(seeds[2]);
  });

  it("normalises composed and decomposed Korean alike", () => {
    expect(normalisePrompt("호수".normalize("NFD"))).toBe("호수");
  });
});
