import { displayName } from "@orbis/core/auth";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { sharedProjectPath } from "./links";

/** The projects other accounts share with the user, each opening its read-only preview. */
export const SharedProjects = observer(() => {
  const { t } = useTranslation();
  const { projects } = useStores();
  return (
    <section className="projects__shared">
      <h2>{t("console:projects.sharedTitle")}</h2>
      <ul className="shared-list">
        {projects.shared.map((item) => (
          <li key={item.projectID}>
            <Link to={sharedProjectPath(item.projectID)}>{item.name}</Link>
            <span className="shared-list__owner">
              {t("console:projects.sharedBy", { owner: displayName(item.owner) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});
