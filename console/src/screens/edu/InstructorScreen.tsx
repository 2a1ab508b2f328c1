import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { InstructorStore } from "../../stores/edu/InstructorStore";
import { useStores } from "../../stores/StoreContext";
import { CertificationPanel } from "./CertificationPanel";
import { InstructorHistory } from "./InstructorHistory";
import { InstructorProfileForm } from "./InstructorProfileForm";
import "./edu.css";

/**
 * `/mypage/edu/instructor` ("인증 강사 계정 관리"): the instructor's profile, certification and
 * licence payments. An account that cannot own groups is told the page is not for it.
 */
export const InstructorScreen = observer(() => {
  const { api, log, ui } = useStores();
  const [store] = useState(() => new InstructorStore({ api, log, language: () => ui.language }));
  const { t } = useTranslation();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="edu-page">
      <h1>{t("pages:eduInstructor")}</h1>
      {store.state === "idle" || store.state === "loading" ? (
        <p role="status">{t("console:edu.loading")}</p>
      ) : store.state === "failed" ? (
        <div role="alert">
          <p>{t("console:edu.loadFailed")}</p>
          <Button onClick={() => void store.load()}>{t("console:edu.retry")}</Button>
        </div>
      ) : store.state === "notInstructor" ? (
        <div className="edu-section">
          <p>{t("console:edu.instructor.notInstructor")}</p>
          <div className="edu-links">
            <Button href="/mypage/edu/setting">{t("console:edu.instructor.toSetting")}</Button>
          </div>
        </div>
      ) : (
        <>
          <InstructorProfileForm store={store} />
          <CertificationPanel store={store} />
          <InstructorHistory store={store} />
        </>
      )}
    </div>
  );
});
