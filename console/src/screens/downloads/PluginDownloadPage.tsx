import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { PluginGuide } from "./PluginGuide";
import "./downloads.css";

/**
 * `/{product}-plugin-download-page` (PluginDownload), open to visitors: the same install guide as
 * `/download/plugin`, under the product's name, with the way to sign in. The route's loader
 * sends any other single-segment path to `/404`.
 */
export const PluginDownloadPage = () => {
  const { t } = useTranslation();
  const { product } = useLoaderData<{ product: string }>();
  return (
    <div className="downloads-page">
      <h1>{t("console:downloads.publicPage.title", { product })}</h1>
      <p>{t("console:downloads.publicPage.lead")}</p>
      <PluginGuide origin={window.location.origin} />
      <p>
        <Link className="btn btn--md btn--fill btn--theme-primary" to="/builder/login">
          {t("console:downloads.publicPage.signIn")}
        </Link>
      </p>
    </div>
  );
};
