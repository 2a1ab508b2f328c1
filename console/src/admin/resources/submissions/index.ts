import { ListGuesser, type ResourceProps } from "react-admin";

/** submissions (placeholder until its screens land). */
export const submissionsResource: ResourceProps = { name: "submissions", list: ListGuesser };
