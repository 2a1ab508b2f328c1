import { type LoaderFunctionArgs, redirect } from "react-router";

/** The suffix of the plugin download pages, `/{product}-plugin-download-page`. */
export const PLUGIN_PAGE_SUFFIX = "-plugin-download-page";

/**
 * The router has no partial segments, so `/:pluginPage` takes every single-segment path that no
 * other route claims; only `{product}-plugin-download-page` stays, the rest is unknown → `/404`.
 */
export const pluginPageLoader = ({ params }: LoaderFunctionArgs) => {
  const page = params.pluginPage ?? "";
  const product = page.endsWith(PLUGIN_PAGE_SUFFIX)
    ? page.slice(0, -PLUGIN_PAGE_SUFFIX.length)
    : "";
  if (product === "") throw redirect("/404");
  return { product };
};
