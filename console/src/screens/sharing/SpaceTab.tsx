import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { SpaceTabStore } from "../../stores/sharing/SpaceTabStore";
import { ShareCodeForm } from "./ShareCodeForm";
import { ShareCodeList } from "./ShareCodeList";
import { TourSharing } from "./TourSharing";
import "./sharingLists.css";

/**
 * `/project/:id/space`: its owner manages share codes and, per tour, which codes see it; a
 * coworker is told that only the owner does.
 */
export const SpaceTab = observer(() => {
  const { t } = useTranslation();
  const { project, auth } = useStores();
  const current = project.current;
  if (!current) return null;
  if (auth.user?.id !== current.owner.id)
    return <p className="project__note">{t("console:sharing.space.readOnly")}</p>;
  return <OwnerSpaceTab projectId={current.id} />;
});

const OwnerSpaceTab = observer(({ projectId }: { readonly projectId: string }) => {
  const { t } = useTranslation();
  const root = useStores();
  const { tours } = root;
  const [space] = useState(() => new SpaceTabStore({ api: root.api, log: root.log }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the open project's tours, again for another project
  useEffect(() => {
    // Every tour on one page, as on the site tab: the list call allows 100 and sharing is per tour.
    void tours.load({ offset: 0, limit: 100, search: "", publish: undefined });
  }, [tours, projectId]);

  const tourIds = tours.state === "ready" ? tours.items.map((tour) => tour.id).join("\n") : null;
  useEffect(() => {
    if (tourIds !== null) void space.load(tourIds === "" ? [] : tourIds.split("\n"));
  }, [space, tourIds]);

  return (
    <div className="space-tab">
      <p className="project__note">{t("console:sharing.space.intro")}</p>
      <section className="sharing-section" aria-labelledby="space-codes-title">
        <h2 id="space-codes-title">{t("console:sharing.space.codesTitle")}</h2>
        <ShareCodeForm codes={space.codes} />
        <ShareCodeList space={space} />
      </section>
      <TourSharing space={space} />
    </div>
  );
});
