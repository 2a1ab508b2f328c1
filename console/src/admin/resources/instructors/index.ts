import SchoolIcon from "@mui/icons-material/School";
import type { ResourceProps } from "react-admin";
import { InstructorEdit } from "./InstructorEdit";
import { InstructorLanding } from "./InstructorLanding";

/** The caller's own instructor profile and certification (the menu lands on its edit page). */
export const instructorsResource: ResourceProps = {
  name: "instructors",
  list: InstructorLanding,
  edit: InstructorEdit,
  icon: SchoolIcon,
  recordRepresentation: "name",
};
