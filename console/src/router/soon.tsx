import type { RouteObject } from "react-router";
import { NotAvailableYet } from "../screens/NotAvailableYet";

/** A screen not built yet: the one shared "not available on this server yet" page. */
export const soon = (screen: string): Pick<RouteObject, "element"> => ({
  element: <NotAvailableYet screen={screen} />,
});
