import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";
import { EduSettingStore } from "../../stores/edu/EduSettingStore";
import { useStores } from "../../stores/StoreContext";
import { EduLoadProblem, isUnsettled } from "./EduLoadProblem";
import { EduPlansPanel } from "./EduPlansPanel";
import { EduSuspense } from "./EduSuspense";
import { GroupsPanel } from "./GroupsPanel";
import { StudentPanel } from "./StudentPanel";
import "./edu.css";

/**
 * `/mypage/edu/setting` ("에듀 계정 설정"): an edu admin's or instructor's groups and the way to
 * the admin console; a student's group, licence end and submissions with their review; anyone
 * else, what the education plans offer. The store is the screen's own.
 */
export const EduSettingScreen = observer(() => {
  const { api, log } = useStores();
  const [store] = useState(() => new EduSettingStore({ api, log }));
  const { t } = useTranslation(EDU_NAMESPACE);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="edu-page">
      <h1>{t("pages:eduSetting")}</h1>
      {isUnsettled(store.state) ? (
        <EduLoadProblem state={store.state} onRetry={() => void store.load()} />
      ) : store.audience === "groupOwner" ? (
        <GroupsPanel store={store} />
      ) : store.audience === "student" ? (
        <StudentPanel store={store} />
      ) : (
        <EduPlansPanel />
      )}
    </div>
  );
});

/** The screen as its route shows it: its title while the education texts load. */
export const EduSettingPage = () => (
  <EduSuspense titleKey="pages:eduSetting" screen={EduSettingScreen} />
);
