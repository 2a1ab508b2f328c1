import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assertBuilt, type BuildOutput, buildProblems } from "./buildCheck";

describe("the build check", () => {
  let dir: string;
  let outputs: BuildOutput[];
  const at = (seconds: number) => new Date(seconds * 1000);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "orbis-kit-build-"));
    await mkdir(join(dir, "src", "testing"), { recursive: true });
    await writeFile(join(dir, "src", "main.ts"), "");
    await writeFile(join(dir, "src", "main.test.ts"), "");
    await writeFile(join(dir, "src", "testing", "helper.ts"), "");
    for (const file of ["main.ts", "main.test.ts", "testing/helper.ts"])
      await utimes(join(dir, "src", file), at(1000), at(1000));
    outputs = [{ output: join(dir, "main.js"), sources: [join(dir, "src")] }];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("names a missing output and says what to run", () => {
    expect(buildProblems(outputs).missing).toHaveLength(1);
    expect(() => assertBuilt(outputs)).toThrow(/Not built: .*main\.js; run `npm run build`/);
  });

  it("passes an output newer than its sources, whatever the tests' times", async () => {
    await writeFile(join(dir, "main.js"), "");
    await utimes(join(dir, "main.js"), at(2000), at(2000));
    await utimes(join(dir, "src", "main.test.ts"), at(3000), at(3000));
    await utimes(join(dir, "src", "testing", "helper.ts"), at(3000), at(3000));
    expect(buildProblems(outputs)).toEqual({ missing: [], stale: [] });
    expect(() => assertBuilt(outputs)).not.toThrow();
  });

  it("refuses an output older than a source, or warns when told to allow it", async () => {
    await writeFile(join(dir, "main.js"), "");
    await utimes(join(dir, "main.js"), at(2000), at(2000));
    await utimes(join(dir, "src", "main.ts"), at(3000), at(3000));
    expect(() => assertBuilt(outputs)).toThrow(/Older than its sources: .*main\.js/);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    assertBuilt(outputs, { allowStale: true });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Older than its sources/));
    warn.mockRestore();
  });
});
