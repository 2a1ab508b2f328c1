import { tokenHandover } from "@orbis/core/auth";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { AFTER_LOGIN_PATH } from "./EmailLoginForm";
import "./auth.css";

/**
 * `/auth-redirect`: token based sign-in. Another Orbis page or tool hands over a session as
 * `#access_token=…&refresh_token=…` (the fragment never reaches a server log, and the router's
 * hash scrolling leaves `access_token` alone), with the way on in the `redirect` query. The
 * tokens become this browser's session and leave the address bar at once.
 */
export const AuthRedirect = () => {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { tokens, next } = tokenHandover(location.hash, location.search, AFTER_LOGIN_PATH);
    // The tokens leave the address bar (and this history entry) before anything else happens.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (tokens === null) return setFailed(true);
    auth.setSession(tokens).then(
      () => navigate(next, { replace: true }),
      () => setFailed(true),
    );
  }, [auth, location, navigate]);

  return (
    <main className="page auth-page">
      <section className="auth" aria-labelledby="auth-title">
        <h1 id="auth-title">{t("console:auth.login.title")}</h1>
        {failed ? (
          <>
            <p role="alert" className="auth__error">
              {t("console:auth.redirect.failed")}
            </p>
            <Link to="/builder/login">{t("console:auth.social.backToLogin")}</Link>
          </>
        ) : (
          <p role="status">{t("console:auth.redirect.working")}</p>
        )}
      </section>
    </main>
  );
};
