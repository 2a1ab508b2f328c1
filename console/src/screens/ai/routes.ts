import type { RouteObject } from "react-router";

/*
 * The AI image screen as a route-level chunk: neither the landing's bundle nor the app layout's
 * carries it or its texts.
 */

/** `/create/ai` ("AI 이미지 생성 및 선택"), reached from the side menu's Create group. */
export const aiImagesScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./AiImagesScreen")).AiImagesPage }),
};
