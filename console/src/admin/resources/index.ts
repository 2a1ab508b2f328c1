import type { ResourceProps } from "react-admin";
import { auditResource } from "./audit";
import { groupsResource } from "./groups";
import { instructorsResource } from "./instructors";
import { licencesResource } from "./licences";
import { studentsResource } from "./students";
import { submissionsResource } from "./submissions";

/** The admin's resources, in menu order. */
export const adminResources: readonly ResourceProps[] = [
  groupsResource,
  studentsResource,
  licencesResource,
  submissionsResource,
  instructorsResource,
  auditResource,
];
