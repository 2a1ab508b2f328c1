import HistoryIcon from "@mui/icons-material/History";
import type { ResourceProps } from "react-admin";
import { AuditList } from "./AuditList";

/** The audit log of admin API writes: read only. */
export const auditResource: ResourceProps = { name: "audit", list: AuditList, icon: HistoryIcon };
