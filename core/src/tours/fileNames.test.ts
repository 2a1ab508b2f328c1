import { describe, expect, it } from "vitest";
import { fileNameProblem } from "./fileNames";

describe("fileNameProblem", () => {
  it.each([
    ["harbour.jpg", null],
    ["서울 광장 360.JPG", null],
    ["pano (1).webp", null],
    ["..jpg", null],
    ["../../etc/passwd.jpg", '"../../etc/passwd.jpg" contains a path; send the file\'s name only'],
    ["C:\\photos\\pano.jpg", '"C:\\photos\\pano.jpg" contains a path; send the file\'s name only'],
    ["/abs.jpg", '"/abs.jpg" contains a path; send the file\'s name only'],
    ["..", '".." is not a file name'],
    ["   ", "the file has no name"],
    ["a\u0000b.jpg", '"a?b.jpg" contains control characters'],
  ])("%j → %j", (name, expected) => {
    expect(fileNameProblem(name)).toBe(expected);
  });
});
