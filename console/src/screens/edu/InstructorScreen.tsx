import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { InstructorStore } from "../../stores/edu/InstructorStore";
import { useStores } from "../../stores/StoreContext";
import { CertificationPanel } from "./CertificationPanel";
import { EduLoadProblem, isUnsettled } from "./EduLoadProblem";
import { EduSuspense } from "./EduSuspense";
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
  const { t } = useTranslation(EDU_NAMESPACE);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="edu-page">
      <h1>{t("pages:eduInstructor")}</h1>
      {isUnsettled(store.state) ? (
        <EduLoadProblem state={store.state} onRetry={() => void store.load()} />
      ) : store.state === "notInstructor" ? (
        <div className="edu-section">
          <p>{t("edu:instructor.notInstructor")}</p>
          <div className="edu-links">
            <Button href="/mypage/edu/setting">{t("edu:instructor.toSetting")}</Button>
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

/** The screen as its route shows it: its title while the education texts load. */
export const InstructorPage = () => (
  <EduSuspense titleKey="pages:eduInstructor" screen={InstructorScreen} />
);
