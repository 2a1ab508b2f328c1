import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserMissing, findBrowser, launchBrowser } from "./browser";

describe("finding the browser", () => {
  let dir: string;
  let fake: string;
  const packaged = async () => "/tmp/packaged-chromium";
  const failing = async (): Promise<string> => {
    throw new Error("no room to unpack");
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "orbis-kit-browser-"));
    fake = join(dir, "chromium");
    await writeFile(fake, "");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("takes CHROMIUM_PATH first", async () => {
    const found = await findBrowser({
      env: { CHROMIUM_PATH: fake },
      systemChromium: fake,
      unpackPackaged: packaged,
    });
    expect(found).toMatchObject({ executablePath: fake, source: "CHROMIUM_PATH" });
  });

  it("takes the system chromium when CHROMIUM_PATH names nothing", async () => {
    const found = await findBrowser({
      env: { CHROMIUM_PATH: join(dir, "nothing") },
      systemChromium: fake,
      unpackPackaged: packaged,
    });
    expect(found).toMatchObject({ executablePath: fake, source: "system chromium", flags: [] });
  });

  it("falls back to the packaged browser when the system one is hidden", async () => {
    const found = await findBrowser({
      env: { ORBIS_TEST_SYSTEM_CHROMIUM: "off" },
      systemChromium: fake,
      platform: "linux-x64",
      unpackPackaged: packaged,
    });
    expect(found).toMatchObject({
      executablePath: "/tmp/packaged-chromium",
      source: "@sparticuz/chromium",
      flags: ["--no-zygote"],
    });
  });

  it("says in one line why there is no browser", async () => {
    const found = await findBrowser({
      env: { CHROMIUM_PATH: "/nonexistent" },
      systemChromium: join(dir, "nothing"),
      platform: "linux-x64",
      unpackPackaged: failing,
    });
    expect(found).toEqual({
      missing: expect.stringMatching(
        /^No browser for the browser tests \(CHROMIUM_PATH=\/nonexistent does not exist; no .*; @sparticuz\/chromium failed: no room to unpack\)$/,
      ),
    });
    const elsewhere = await findBrowser({
      env: {},
      systemChromium: fake,
      platform: "darwin-arm64",
    });
    expect(elsewhere).toMatchObject({ source: "system chromium" });
    expect(
      await findBrowser({ env: { ORBIS_TEST_SYSTEM_CHROMIUM: "off" }, platform: "darwin-arm64" }),
    ).toEqual({ missing: expect.stringContaining("linux-x64 only, not darwin-arm64") });
  });
});

describe.skipIf(`${process.platform}-${process.arch}` !== "linux-x64")(
  "the packaged browser",
  () => {
    it("is unpacked whole once, where runs at once find the same one", async () => {
      const search = { env: { ORBIS_TEST_SYSTEM_CHROMIUM: "off" } };
      const [a, b] = await Promise.all([findBrowser(search), findBrowser(search)]);
      expect(a).toMatchObject({ source: "@sparticuz/chromium" });
      expect(b).toEqual(a);
      const path = "executablePath" in a ? a.executablePath : "";
      expect(existsSync(path)).toBe(true);
      expect(existsSync(join(dirname(path), "libvk_swiftshader.so"))).toBe(true);
      const left = await readdir(dirname(dirname(path)));
      expect(left.filter((name) => name.includes("-unpacking-"))).toEqual([]);
    });
  },
);

const missing = await browserMissing();

describe.skipIf(missing !== null)(`the browser found here${missing ? ` (${missing})` : ""}`, () => {
  it("launches, renders a page and has WebGL", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent("<h1>Orbis</h1><canvas></canvas>");
      expect(await page.textContent("h1")).toBe("Orbis");
      const webgl = await page.evaluate(
        () => document.querySelector("canvas")?.getContext("webgl") !== null,
      );
      expect(webgl).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
