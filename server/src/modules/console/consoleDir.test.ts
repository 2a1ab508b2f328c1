import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consoleDir } from "./consoleDir";

describe("consoleDir", () => {
  it("is the configured folder when CONSOLE_DIR is set", () => {
    expect(consoleDir({ consoleDir: "/srv/orbis/console" })).toBe("/srv/orbis/console");
  });

  it("is dist of the installed @orbis/console otherwise", () => {
    const dir = consoleDir({});
    expect(dir).toMatch(/[/\\]console[/\\]dist$/);
    expect(existsSync(join(dir ?? "", "..", "package.json"))).toBe(true);
  });
});
