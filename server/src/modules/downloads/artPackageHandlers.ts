import { routes } from "@orbis/core/contract";
import { artPackageFileName, artPackageRefusal } from "@orbis/core/downloads";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { etagMatches } from "@orbis/core/format";
import { attachmentDisposition } from "@orbis/core/interop";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { currentPlans } from "../entitlements";
import { artPackageSources } from "./artPackageCatalogue";
import { type BuiltArtPackage, zipArtPackage } from "./artPackageZip";

/**
 * Builds the packages once per process, on the first call that needs them: they come from code,
 * not from stored rows, so they change only with a new server build. A failed build is not kept,
 * so the next call tries again.
 */
const builtOnce = () => {
  let built: Promise<BuiltArtPackage[]> | undefined;
  return (): Promise<BuiltArtPackage[]> => {
    built ??= artPackageSources()
      .then((sources) => Promise.all(sources.map(zipArtPackage)))
      .catch((error: unknown) => {
        built = undefined;
        throw error;
      });
    return built;
  };
};

/**
 * The art packages (docs/architecture.md#downloads): listed for every signed-in account with
 * whether its plan may download them, downloaded only on a plan with `useArtPackage`
 * (else 403/70002, whatever the console shows).
 */
export const registerArtPackageHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const packages = builtOnce();

  registerRoute(host, routes.listArtPackages, async ({ principal }) => {
    const plan = (await currentPlans(db, asUser(principal).userId, deps.clock())).plan;
    const allowed = artPackageRefusal(plan) === null;
    const list = (await packages()).map(({ source, zip }) => ({
      id: source.id,
      kind: source.kind,
      names: source.names,
      descriptions: source.descriptions,
      itemCount: source.items.length,
      bytes: zip.byteLength,
      fileName: artPackageFileName(source.id),
      allowed,
    }));
    return { list };
  });

  registerRoute(host, routes.downloadArtPackage, async ({ params, principal, request, reply }) => {
    const plan = (await currentPlans(db, asUser(principal).userId, deps.clock())).plan;
    const refused = artPackageRefusal(plan);
    if (refused !== null) throw new AppError(refused);
    const found = (await packages()).find((p) => p.source.id === params.id);
    if (found === undefined)
      throw new AppError(ErrorCode.notFound, {
        message: `params.id: there is no art package "${params.id}"`,
      });
    // Private and revalidated each time: whether the bytes may be had depends on the plan.
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", attachmentDisposition(artPackageFileName(found.source.id)))
      .header("cache-control", "private, no-cache")
      .header("etag", found.etag);
    if (etagMatches(request.headers["if-none-match"], found.etag)) return reply.status(304).send();
    return found.zip;
  });
};
