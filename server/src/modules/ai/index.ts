import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerAllowanceHandlers } from "./allowanceHandlers";
import { type RunningGenerations, registerGenerationJob } from "./generationJob";
import { registerImageFiles } from "./imageFiles";
import { registerImageHandlers } from "./imageHandlers";
import { registerSceneHandler } from "./sceneHandler";
import { registerStylePreviews } from "./stylePreviews";

/*
 * AI panoramas (docs/product/states.md "AI images"): the education side's image generator, its
 * monthly credits (the plan's `aiImageCountPerMonth`), its images and their painting jobs, and
 * scenes made from them.
 */

/** Registers the AI image calls of the main API v3 and the job that paints the images. */
export const registerAi = async (host: RouteHost, deps: Deps): Promise<void> => {
  const running: RunningGenerations = new Map();
  registerGenerationJob(deps, running);
  registerAllowanceHandlers(host, deps);
  registerImageHandlers(host, deps, running);
  registerSceneHandler(host, deps);
  registerImageFiles(host, deps);
  registerStylePreviews(host, deps);
};
