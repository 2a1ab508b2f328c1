import { ListGuesser, type ResourceProps } from "react-admin";

/** audit (placeholder until its screens land). */
export const auditResource: ResourceProps = { name: "audit", list: ListGuesser };
