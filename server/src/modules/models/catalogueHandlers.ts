import { routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { catalogueRepository } from "./catalogueRepository";
import { catalogueItemView, categoryView, languageOf, presetView } from "./views";

/** The model catalogue and the image presets: shipped data any signed-in user may browse. */
export const registerCatalogueHandlers = (host: RouteHost, deps: Deps): void => {
  const repo = catalogueRepository(deps.db.kysely);

  registerRoute(host, routes.listModelCategories, async ({ principal, headers }) => {
    asUser(principal);
    const language = languageOf(headers["language-code"]);
    return (await repo.categories()).map((row) => categoryView(row, language));
  });

  registerRoute(host, routes.listCatalogueModels, async ({ principal, query, headers }) => {
    asUser(principal);
    const language = languageOf(headers["language-code"]);
    if (query.categoryId !== undefined && !(await repo.categoryExists(query.categoryId))) {
      throw invalidInput([
        { in: "query", path: "categoryId", message: `no category ${query.categoryId}` },
      ]);
    }
    const { rows, total } = await repo.page(
      query.categoryId,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map((row) => catalogueItemView(row, language)), total };
  });

  registerRoute(host, routes.listImagePresets, async ({ principal, headers }) => {
    asUser(principal);
    const language = languageOf(headers["language-code"]);
    return (await repo.presets()).map((row) => presetView(row, language));
  });
};
