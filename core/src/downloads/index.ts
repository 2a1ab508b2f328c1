/* Downloads: which art packages a plan may take and what their manifest says; installing the CLI. */
export {
  type ArtPackageManifest,
  type ArtPackageManifestFile,
  artPackageFileName,
  artPackageManifest,
  artPackageRefusal,
} from "./artPackages";
export { CLI_TARBALL_PATH, cliInstallCommand, cliWebLoginCommand } from "./cliInstall";
