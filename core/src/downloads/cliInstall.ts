/** Where a server serves the Orbis command line as an npm tarball. */
export const CLI_TARBALL_PATH = "/downloads/orbis-cli.tgz";

/**
 * The command that installs the Orbis command line from a server at `origin` (such as
 * `https://tours.example.com`): npm takes the tarball's URL like a registry's package. A
 * trailing slash of the origin is dropped so the URL has no double slash.
 */
export const cliInstallCommand = (origin: string): string =>
  `npm install -g ${origin.replace(/\/+$/, "")}${CLI_TARBALL_PATH}`;

/**
 * How the command line signs in to the server at `origin` through the browser (the plugin
 * login, `?plugin=true`): the profile then remembers the server for every later command.
 */
export const cliWebLoginCommand = (origin: string): string =>
  `orbis login --web --api-url ${origin.replace(/\/+$/, "")}`;
