import { htmlLang } from "@orbis/core/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { createConsoleApi } from "./api/consoleApi";
import { createErrorReactions } from "./api/errorReactions";
import { fileFetcher } from "./api/fileFetcher";
import { createTranslator } from "./i18n/createTranslator";
import { createConsoleRouter } from "./router/createConsoleRouter";
import { startLocale } from "./startLocale";
import { RootStore } from "./stores/RootStore";
import { StoreProvider } from "./stores/StoreContext";
import { installViewportHeight } from "./viewportHeight";
import "./theme/theme.css";

const log = (message: string, error: unknown) => console.warn(message, error);

const boot = async () => {
  installViewportHeight();
  const locale = startLocale();
  document.documentElement.lang = htmlLang(locale.language);
  const translator = await createTranslator(locale.language);
  // The handler needs the stores and router, which need the client: it is bound once they exist.
  let onApiError: ((error: unknown, route: string) => void) | undefined;
  const api = createConsoleApi({
    origin: window.location.origin,
    language: locale.language,
    onError: (error, route) => onApiError?.(error, route),
  });
  const store = new RootStore({
    api,
    fetchFile: fileFetcher(window.location.origin, globalThis.fetch.bind(globalThis)),
    storage: window.localStorage,
    crypto: window.crypto,
    now: Date.now,
    log,
    openUrl: ({ url, target }) => {
      if (target === "_blank") window.open(url, "_blank", "noopener,noreferrer");
      else window.location.assign(url);
    },
    changeTranslatorLanguage: translator.changeLanguage,
    translate: (key) => translator.i18n.t(key),
    locale,
    gaMeasurementId: import.meta.env.VITE_GA_ID as string | undefined,
    referrer: document.referrer,
  });
  const router = createConsoleRouter(store.auth);
  onApiError = createErrorReactions({
    ui: store.ui,
    auth: store.auth,
    translate: (key, fallback) => translator.i18n.t(`errors:${key}`, { defaultValue: fallback }),
    goTo: (path) => void router.navigate(path),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    upgradeLabel: () => translator.i18n.t("console:snackbar.upgrade"),
  });
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html lacks #root");
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={translator.i18n}>
        <StoreProvider store={store}>
          <RouterProvider router={router} />
        </StoreProvider>
      </I18nextProvider>
    </StrictMode>,
  );
};

void boot();
