import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../components/Button";
import { useStores } from "../stores/StoreContext";
import { AdminApp } from "./AdminApp";
import type { AdminAccess } from "./adminAuthProvider";
import { ADMIN_NAMESPACE, loadAdminMessages } from "./i18n/adminMessages";
import { useAdminProviders } from "./useAdminProviders";
import "../screens/screens.css";

type GateState = "loading" | AdminAccess | "failed";

const redirectOf = (error: unknown): string | undefined => {
  const to = (error as { redirectTo?: unknown } | null)?.redirectTo;
  return typeof to === "string" ? to : undefined;
};

/**
 * `/admin`: checks the account may use the admin console (an edu admin or an instructor), then
 * runs it; anyone else gets a page saying so and where to go, not an empty admin: a student to
 * their own class page, anyone else to the plans.
 */
export const AdminScreen = () => {
  const stores = useStores();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const providers = useAdminProviders();
  const [state, setState] = useState<GateState>("loading");
  const t = (key: string) => i18n.t(key, { ns: ADMIN_NAMESPACE });

  useEffect(() => {
    let live = true;
    Promise.all([loadAdminMessages(i18n, stores.ui.language), providers.auth.access()]).then(
      ([, access]) => live && setState(access),
      (error: unknown) => {
        if (!live) return;
        const to = redirectOf(error);
        if (to) void navigate(to, { replace: true });
        else {
          stores.log("The admin console could not open", error);
          setState("failed");
        }
      },
    );
    return () => {
      live = false;
    };
  }, [providers, i18n, stores, navigate]);

  if (state === "loading") return <main className="page" aria-busy="true" />;
  if (state === "failed")
    return (
      <main className="page">
        <p role="alert">{t("orbis.failed")}</p>
      </main>
    );
  if (state === "student")
    return (
      <main className="page admin-no-access">
        <h1>{t("orbis.studentAccess.title")}</h1>
        <p>{t("orbis.studentAccess.text")}</p>
        <p>
          <Button href="/mypage/edu/setting">{t("orbis.studentAccess.classPage")}</Button>{" "}
          <Button href="/projects">{t("orbis.noAccess.home")}</Button>
        </p>
      </main>
    );
  if (state === "denied")
    return (
      <main className="page admin-no-access">
        <h1>{t("orbis.noAccess.title")}</h1>
        <p>{t("orbis.noAccess.text")}</p>
        <p>
          <Button href="/payment">{t("orbis.noAccess.plans")}</Button>{" "}
          <Button href="/projects">{t("orbis.noAccess.home")}</Button>
        </p>
      </main>
    );
  return <AdminApp providers={providers} title={t("orbis.title")} />;
};
