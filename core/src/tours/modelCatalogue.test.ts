import { describe, expect, it } from "vitest";
import { MODEL_CATALOGUE_PAGE_SIZE, nextCataloguePage } from "./modelCatalogue";

describe("nextCataloguePage", () => {
  it.each([
    [0, 13, 12, 1],
    [12, 13, 12, 2],
    [13, 13, 12, null],
    [0, 0, 12, null],
    [24, 30, 12, 3],
    [12, 12, 12, null],
  ])("after %i of %i in pages of %i asks for page %s", (loaded, total, size, next) => {
    expect(nextCataloguePage(loaded, total, size)).toBe(next);
  });

  it("pages the picker's grid by default", () => {
    expect(nextCataloguePage(MODEL_CATALOGUE_PAGE_SIZE, MODEL_CATALOGUE_PAGE_SIZE + 1)).toBe(2);
  });
});
