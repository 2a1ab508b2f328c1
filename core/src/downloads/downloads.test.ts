import { describe, expect, it } from "vitest";
import { ErrorCode } from "../errors/codes";
import {
  artPackageFileName,
  artPackageManifest,
  artPackageRefusal,
  CLI_TARBALL_PATH,
  cliInstallCommand,
  cliWebLoginCommand,
} from ".";

const file = (path: string, bytes = 10) => ({
  path,
  title: path,
  bytes,
  contentType: "image/svg+xml",
});
const pack = (files: ReturnType<typeof file>[]) =>
  artPackageManifest({
    id: "icons-arrows",
    kind: "markerIcons",
    name: "Arrows",
    licence: "CC0",
    files,
  });

describe("artPackageRefusal", () => {
  it.each([
    ["a plan with art packages", { constraints: { useArtPackage: true } }, null],
    [
      "a plan without them",
      { constraints: { useArtPackage: false } },
      ErrorCode.artPackageInaccessible,
    ],
    ["a plan that does not say", { constraints: {} }, ErrorCode.artPackageInaccessible],
    ["no plan (expired)", null, ErrorCode.artPackageInaccessible],
  ] as const)("%s → %s", (_, plan, expected) => {
    expect(artPackageRefusal(plan)).toBe(expected);
  });

  it("refuses with the product's code 70002", () => {
    expect(artPackageRefusal(null)).toBe(70002);
  });
});

describe("artPackageManifest", () => {
  it("lists the files sorted by path, whatever order they came in", () => {
    const manifest = pack([file("up.svg"), file("down.svg", 20), file("left.svg")]);
    expect(manifest).toEqual({
      format: "orbis-art-package",
      version: 1,
      id: "icons-arrows",
      kind: "markerIcons",
      name: "Arrows",
      licence: "CC0",
      files: [file("down.svg", 20), file("left.svg"), file("up.svg")],
    });
  });

  it.each([
    ["a folder", "icons/up.svg", "is not a plain file name"],
    ["a parent path", "../up.svg", "is not a plain file name"],
    ["a hidden name", ".up.svg", "is not a plain file name"],
    ["no extension", "up", "is not a plain file name"],
    ["upper case", "Up.svg", "is not a plain file name"],
    ["the manifest's own name", "manifest.json", "is not a plain file name"],
  ])("refuses %s (%s)", (_, path, message) => {
    expect(() => pack([file(path)])).toThrow(message);
  });

  it("refuses a file listed twice", () => {
    expect(() => pack([file("up.svg"), file("up.svg")])).toThrow('"up.svg" is listed twice');
  });
});

describe("file names and the install line", () => {
  it.each([
    ["models-furniture", "orbis-models-furniture.zip"],
    ["icons-arrows", "orbis-icons-arrows.zip"],
  ])("saves %s as %s", (id, name) => {
    expect(artPackageFileName(id)).toBe(name);
  });

  it.each([
    ["http://localhost:8080", "npm install -g http://localhost:8080/downloads/orbis-cli.tgz"],
    [
      "https://tours.example.com/",
      "npm install -g https://tours.example.com/downloads/orbis-cli.tgz",
    ],
  ])("installs from %s with %s", (origin, command) => {
    expect(cliInstallCommand(origin)).toBe(command);
    expect(command.endsWith(CLI_TARBALL_PATH)).toBe(true);
  });

  it.each([
    ["http://localhost:8080", "orbis login --web --api-url http://localhost:8080"],
    ["https://tours.example.com/", "orbis login --web --api-url https://tours.example.com"],
  ])("signs in to %s through the browser with %s", (origin, command) => {
    expect(cliWebLoginCommand(origin)).toBe(command);
  });
});
