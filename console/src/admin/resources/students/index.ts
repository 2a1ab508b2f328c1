import SchoolIcon from "@mui/icons-material/School";
import type { ResourceProps } from "react-admin";
import { StudentEdit } from "./StudentEdit";
import { StudentList } from "./StudentList";

/** Students of the caller's groups: list, import, alias edit, password reset, licences. */
export const studentsResource: ResourceProps = {
  name: "students",
  list: StudentList,
  edit: StudentEdit,
  icon: SchoolIcon,
  recordRepresentation: "userAlias",
};
