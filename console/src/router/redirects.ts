import { type LoaderFunctionArgs, redirect } from "react-router";

/** What a redirecting route renders: nothing, it never stays (the router warns about none at all). */
export const Redirecting = () => null;

/** A loader that sends the visitor to `to` (the fixed redirects of docs/product/screens.md, `/index` → `/`). */
export const redirectTo = (to: string) => () => redirect(to);

/**
 * A loader for an index route that sends the visitor on to its `child` under the same path,
 * keeping the query: `/project/7` → `/project/7/preview`.
 */
export const redirectToChild =
  (child: string) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${url.pathname.replace(/\/+$/, "")}/${child}${url.search}`);
  };
