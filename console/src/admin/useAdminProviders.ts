import { acceptLanguageHeader } from "@orbis/core/i18n";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useStores } from "../stores/StoreContext";
import type { AdminProviders } from "./AdminApp";
import { type AdminAuthProvider, createAdminAuthProvider } from "./adminAuthProvider";
import { catalogueErrorText, createAdminDataProvider } from "./adminDataProvider";
import { adminFieldText } from "./adminFieldText";
import { createAdminI18nProvider } from "./i18n/adminI18nProvider";

/** The admin's providers, bound once to the console's stores, router and translator. */
export const useAdminProviders = (): AdminProviders & { readonly auth: AdminAuthProvider } => {
  const stores = useStores();
  const { i18n } = useTranslation();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  return useMemo(() => {
    const i18nProvider = createAdminI18nProvider({
      i18n,
      setLanguage: (l) => stores.ui.setLanguage(l),
    });
    return {
      auth: createAdminAuthProvider({
        auth: stores.auth,
        api: stores.api,
        currentPath: () => `${here.current.pathname}${here.current.search}`,
      }),
      data: createAdminDataProvider({
        origin: window.location.origin,
        accessToken: () => stores.auth.accessToken,
        acceptLanguage: () => acceptLanguageHeader(stores.ui.language),
        errorText: catalogueErrorText(i18n),
        fieldText: adminFieldText(i18nProvider.translate),
        notFoundText: () => i18nProvider.translate("orbis.notFound"),
      }),
      i18n: i18nProvider,
    };
  }, [stores, i18n]);
};
