import { ListGuesser, type ResourceProps } from "react-admin";

/** instructors (placeholder until its screens land). */
export const instructorsResource: ResourceProps = { name: "instructors", list: ListGuesser };
