import type { TourListItem } from "@orbis/core/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionMenu, type MenuAction } from "../../components/ActionMenu";
import { useStores } from "../../stores/StoreContext";
import { DeleteTourDialog } from "./DeleteTourDialog";
import { RenameTourDialog } from "./RenameTourDialog";
import { TourDetailsDialog } from "./TourDetailsDialog";

/**
 * A tour row's menu: Rename, Edit details and, for the project's owner (`DELETE /tours/{id}` is
 * theirs alone), Delete; each opens its dialog.
 */
export const TourMenu = ({
  tour,
  canDelete,
}: {
  readonly tour: TourListItem;
  readonly canDelete: boolean;
}) => {
  const { t } = useTranslation();
  const { tours } = useStores();
  const [dialog, setDialog] = useState<"rename" | "details" | "delete" | null>(null);
  const close = () => setDialog(null);
  const actions: MenuAction[] = [
    { label: t("console:creator.tourMenu.rename"), onSelect: () => setDialog("rename") },
    { label: t("console:creator.tourMenu.details"), onSelect: () => setDialog("details") },
    ...(canDelete
      ? [
          {
            label: t("console:creator.tourMenu.delete"),
            onSelect: () => setDialog("delete"),
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <>
      <ActionMenu
        label={t("console:creator.tourMenu.open", { title: tour.title })}
        text={t("console:creator.tourMenu.label")}
        actions={actions}
      />
      {dialog === "rename" && <RenameTourDialog tour={tour} onClose={close} />}
      {dialog === "details" && (
        <TourDetailsDialog
          load={() => tours.details(tour.id)}
          save={async (update) => (await tours.update(tour.id, update)) !== null}
          onClose={close}
        />
      )}
      {dialog === "delete" && <DeleteTourDialog tour={tour} onClose={close} />}
    </>
  );
};
