import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { requestLanguage } from "../../http/language";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { termsRepository } from "../terms";

/**
 * Terms of the main API (`/metadata.json` is the site module's; the CDN's embed lists, the
 * landing showcase of featured tours, are publishing's: modules/publishing/sitePages; the plan
 * catalogue, priced by payments, is a workflow's: server/src/workflows/planCatalogueRoute.ts).
 */
export const registerSiteHandlers = (host: RouteHost, deps: Deps): void => {
  const terms = termsRepository(deps.db.kysely);

  registerRoute(host, routes.getTerms, async (ctx) => {
    const { serviceId } = ctx.query;
    if (!(await terms.isKnownService(serviceId))) {
      throw new AppError(ErrorCode.notFound, {
        message: `No terms are kept for the service "${serviceId}"`,
      });
    }
    return { terms: await terms.list(serviceId, requestLanguage(ctx.request)) };
  });
};
