import { type EmbedItem, embedListSchema, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyReply } from "fastify";
import type { Deps } from "../../deps";
import { requestLanguage } from "../../http/language";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { termsRepository } from "../terms";

/** Static answers change only with a release or an operator's file: browsers may keep them 5 min. */
const cacheFiveMinutes = (reply: FastifyReply) =>
  reply.header("cache-control", "public, max-age=300");

/**
 * Terms of the main API and the CDN's embed lists (`/metadata.json` is the site module's; the
 * plan catalogue, priced by payments, is a workflow's: server/src/workflows/planCatalogueRoute.ts).
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

  registerRoute(host, routes.getEmbedList, async (ctx) => {
    cacheFiveMinutes(ctx.reply);
    const key = `embed/${ctx.params.lang}.json`;
    const file = await deps.files.read(key);
    if (file === null) return [];
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    let parsed: EmbedItem[] | undefined;
    try {
      const result = embedListSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      parsed = result.success ? result.data : undefined;
    } catch {
      parsed = undefined;
    }
    // A broken file must not break the landing page: it shows no showcase and the log says why.
    if (parsed === undefined) {
      ctx.request.log.warn({ key }, "embed list file is not a valid embed list; serving []");
      return [];
    }
    return parsed;
  });
};
