import { ListGuesser, type ResourceProps } from "react-admin";

/** students (placeholder until its screens land). */
export const studentsResource: ResourceProps = { name: "students", list: ListGuesser };
