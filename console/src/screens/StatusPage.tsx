import { useTranslation } from "react-i18next";
import "./screens.css";

/** The status pages: `/404`, `/403` and `/500`. */
export type StatusKind = "notFound" | "accessDenied" | "serverError";

const CODES: Readonly<Record<StatusKind, number>> = {
  notFound: 404,
  accessDenied: 403,
  serverError: 500,
};

/** NotFound, AccessDenied and ServerError (docs/product/screens.md): what happened, and the way home. */
export const StatusPage = ({ kind }: { kind: StatusKind }) => {
  const { t } = useTranslation();
  return (
    <main id="main" className="page status-page">
      <p className="status-page__code" aria-hidden="true">
        {CODES[kind]}
      </p>
      <h1>{t(`pages:${kind}`)}</h1>
      <p>{t(`console:status.${kind}Text`)}</p>
      {/* A plain link: after a server error the router itself may be what failed. */}
      <a className="btn btn--md btn--fill btn--theme-primary" href="/">
        {t("console:status.home")}
      </a>
    </main>
  );
};
