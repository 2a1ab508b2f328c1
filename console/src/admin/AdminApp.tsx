import {
  Admin,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  Resource,
} from "react-admin";
import { AdminLayout } from "./AdminLayout";
import { adminTheme } from "./adminTheme";
import { adminResources } from "./resources";
import { Dashboard } from "./resources/dashboard/Dashboard";

/** The three providers the admin runs on. */
export interface AdminProviders {
  readonly auth: AuthProvider;
  readonly data: DataProvider;
  readonly i18n: I18nProvider;
}

/**
 * The react-admin application at `/admin`, inside the console's router (react-admin finds the
 * router and takes `/admin` as its base), over `/admin-api`.
 */
export const AdminApp = ({ providers, title }: { providers: AdminProviders; title: string }) => (
  <Admin
    basename="/admin"
    title={title}
    authProvider={providers.auth}
    dataProvider={providers.data}
    i18nProvider={providers.i18n}
    theme={adminTheme}
    dashboard={Dashboard}
    layout={AdminLayout}
    requireAuth
    disableTelemetry
  >
    {adminResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
