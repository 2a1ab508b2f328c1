import CardMembershipIcon from "@mui/icons-material/CardMembership";
import type { ResourceProps } from "react-admin";
import { LicenceList } from "./LicenceList";

/** Licences the caller bought: by state and duration, with the count still unused. */
export const licencesResource: ResourceProps = {
  name: "licences",
  list: LicenceList,
  icon: CardMembershipIcon,
};
