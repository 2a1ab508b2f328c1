import { createBrowserRouter } from "react-router";
import type { AuthStore } from "../stores/AuthStore";
import { createRouteTree } from "./routeTree";

/** The console's router: history mode with base `/` (docs/product/screens.md). */
export const createConsoleRouter = (auth: Pick<AuthStore, "guard">) =>
  createBrowserRouter(createRouteTree(auth), { basename: "/" });
