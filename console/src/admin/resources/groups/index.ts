import GroupsIcon from "@mui/icons-material/Groups";
import type { ResourceProps } from "react-admin";
import { GroupCreate, GroupEdit } from "./GroupForms";
import { GroupList } from "./GroupList";

/** Student groups: list, create, rename, delete when empty. */
export const groupsResource: ResourceProps = {
  name: "groups",
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
  icon: GroupsIcon,
  recordRepresentation: "name",
};
