import { scrollTargetFor } from "@orbis/core/device";
import {
  FALLBACK_LANGUAGE,
  htmlLang,
  isLanguage,
  metadataEntryFor,
  pageHead,
  pageTitleKey,
} from "@orbis/core/i18n";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { applyPageHead } from "../head/applyPageHead";
import { siteMetadata } from "../head/siteMetadata";
import { useStores } from "../stores/StoreContext";
import { handleOf, isPublicMatch } from "./routeHandle";

/** The document title of a page: its translated title, then the product name. */
export const documentTitle = (title: string | undefined, brand: string): string =>
  title ? `${title} | ${brand}` : brand;

/**
 * What follows each navigation (docs/product/screens.md): the page title, the scroll (to the hash target with
 * its 10 px offset, else to the top; an `access_token` hash is not a target) and the page view,
 * unless the route ignores hits. Then the head from `/metadata.json` (docs/product/calls.md): read after the
 * first render, so it never holds up the landing, and once only.
 */
export const NavigationEffects = () => {
  const location = useLocation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const { analytics, ui, api } = useStores();
  const leaf = handleOf(matches[matches.length - 1]);
  const titleKey = leaf.pattern ? pageTitleKey(leaf.pattern) : undefined;
  const title = titleKey ? t(titleKey) : undefined;
  const ignoreHits = matches.some((match) => handleOf(match).ignoreHits);
  const isPublic = isPublicMatch(matches);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the language too
  useEffect(() => {
    document.title = documentTitle(title, t("console:brand"));
  }, [title, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: per navigation and language
  useEffect(() => {
    let current = true;
    const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
    siteMetadata(api).then(
      (metadata) => {
        if (!current) return;
        const entry =
          metadataEntryFor(metadata, location.pathname, language) ??
          (leaf.pattern ? metadataEntryFor(metadata, leaf.pattern, language) : undefined);
        const brand = t("console:brand");
        applyPageHead(
          document,
          pageHead({ entry, pageTitle: title, brand, isPublic }),
          htmlLang(language),
        );
      },
      // The head keeps the translated title and the site's defaults; the next navigation retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [location.key, title, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen, keyed by its path
  useEffect(() => {
    ui.snackbar.leaveScreen();
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation, keyed by location.key
  useEffect(() => {
    const target = scrollTargetFor(location.hash);
    const element = target.kind === "element" ? document.getElementById(target.id) : null;
    if (target.kind === "element" && element) {
      const top = element.getBoundingClientRect().top + window.scrollY - target.offsetPx;
      window.scrollTo({ top, left: 0 });
    } else {
      window.scrollTo({ top: 0, left: 0 });
    }
    if (!ignoreHits) {
      void analytics.pageView({
        path: location.pathname,
        title: documentTitle(title, t("console:brand")),
        language: ui.language,
      });
    }
  }, [location.key]);

  return null;
};
