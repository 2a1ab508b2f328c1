import { access } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SLOW_FILES, slowRank } from "./slowFilesFirst";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

describe("slow files first", () => {
  it.each(SLOW_FILES)("%s exists (a renamed file would silently lose its place)", async (path) => {
    await expect(access(`${packageDir}${path}`)).resolves.toBeUndefined();
  });

  it("ranks the named files in their order, and every other file after them", () => {
    expect(slowRank("src/journey.test.ts")).toBe(0);
    expect(slowRank("src/crashRecovery.test.ts")).toBe(1);
    expect(slowRank("src/modules/account/users.test.ts")).toBe(SLOW_FILES.length);
  });
});
