import { useTranslation } from "react-i18next";
import { useMatches, useNavigate, useOutlet } from "react-router";
import { Modal } from "../components/Modal";
import { handleOf } from "../router/routeHandle";
import { LandingContent } from "../screens/Landing";

/**
 * `/builder`: the builder landing with its dialog outlet. The login, register-completed and
 * social registration routes open as dialogs over it; closing one returns to `/builder`.
 */
export const BuilderLanding = () => {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const matches = useMatches();
  const navigate = useNavigate();
  const dialog = handleOf(matches[matches.length - 1]).dialog === true;
  return (
    <>
      <LandingContent />
      {dialog && outlet && (
        <Modal title={t("console:brand")} onClose={() => navigate("/builder")}>
          {outlet}
        </Modal>
      )}
    </>
  );
};
