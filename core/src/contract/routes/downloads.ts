import {
  artPackageArchiveSchema,
  artPackageParamsSchema,
  artPackageSchema,
  cliTarballSchema,
} from "../entities/downloads";
import { defineRoute } from "../route";

/**
 * The download screens' calls, house calls of docs/product/calls.md: the art packages (listed
 * for any signed-in account, downloaded on a plan with `useArtPackage`, else 403/70002) and the
 * plugin, which is the Orbis command line as an npm tarball the server builds from its cli/.
 * The two downloads answer files (`raw`), so a browser link or `npm install` takes them as is.
 */
export const downloadRoutes = {
  listArtPackages: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/downloads/art-packages",
    auth: "required",
    summary: "List the art packages, each with whether the caller's plan may download it",
    response: artPackageSchema,
    envelope: "list",
  }),
  downloadArtPackage: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/downloads/art-packages/{id}/package.zip",
    auth: "required",
    summary: "Download an art package as a ZIP (plans with art packages)",
    params: artPackageParamsSchema,
    response: artPackageArchiveSchema,
    envelope: "raw",
  }),
  downloadCli: defineRoute({
    service: "site",
    method: "GET",
    path: "/downloads/orbis-cli.tgz",
    auth: "none",
    summary: "Download the orbis command line as an npm tarball to install with npm install -g",
    response: cliTarballSchema,
    envelope: "raw",
  }),
} as const;
