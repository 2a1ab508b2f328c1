import { ListGuesser, type ResourceProps } from "react-admin";

/** licences (placeholder until its screens land). */
export const licencesResource: ResourceProps = { name: "licences", list: ListGuesser };
