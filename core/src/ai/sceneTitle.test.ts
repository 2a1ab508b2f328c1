import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SCENE_TITLE_MAX_LENGTH } from "../contract/entities/scene";
import { aiSceneTitle } from "./sceneTitle";

describe("aiSceneTitle", () => {
  it("is the prompt on one line when it fits", () => {
    expect(aiSceneTitle("  a lake\n at   dawn ")).toBe("a lake at dawn");
  });

  it("cuts a long prompt at a word, with an ellipsis", () => {
    const prompt = `${"mountain ".repeat(20)}lake`;
    const title = aiSceneTitle(prompt);
    expect(title.endsWith("mountain…")).toBe(true);
    expect(title.length).toBeLessThanOrEqual(SCENE_TITLE_MAX_LENGTH);
  });

  it("cuts a prompt without blanks (Korean, say) at a character", () => {
    expect(aiSceneTitle("호".repeat(150))).toBe(`${"호".repeat(99)}…`);
  });

  it("never splits a character that takes two units", () => {
    expect(aiSceneTitle("🌅".repeat(60))).toBe(`${"🌅".repeat(49)}…`);
  });

  it("always fits a scene title and is never blank for a prompt that is not", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 400 }).filter((s) => /\S/.test(s)),
        (p) => {
          const title = aiSceneTitle(p);
          expect(title.length).toBeLessThanOrEqual(SCENE_TITLE_MAX_LENGTH);
          expect(title).toMatch(/\S/);
        },
      ),
    );
  });
});
