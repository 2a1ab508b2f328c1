import type { Generated } from "kysely";
import type { Json, Timestamp } from "./columns";

/* The tables the edu module owns. */

export interface LicencesTable {
  id: string;
  owner_id: string;
  merchant_uid: string;
  goods_code: string;
  months: number;
  holder_id: string | null;
  delivered_at: Date | null;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface EduGroupsTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: Timestamp;
}

export interface GroupStudentsTable {
  user_id: string;
  group_id: string;
  alias: string;
  login_id: string;
  created_at: Timestamp;
}

export interface InstructorProfilesTable {
  user_id: string;
  name: string;
  organization: Generated<string>;
  phone: string | null;
  introduction: string | null;
  certificate_number: string | null;
  certified_at: Date | null;
  certification_expires_at: Date | null;
  updated_at: Timestamp;
}

export interface LectureSubmissionsTable {
  id: string;
  space_id: string;
  student_id: string;
  group_id: string;
  reviewer_id: string | null;
  status: "in_review" | "approved" | "rejected";
  version: number;
  snapshot_key: string;
  submitted_at: Date;
  reviewed_at: Date | null;
  review_comment: string | null;
}

/** The fields an admin-api write changed, by name; never a password. */
export type AuditChanges = Record<string, unknown>;

export interface AdminAuditTable {
  id: string;
  actor_id: string | null;
  resource: string;
  record_id: string;
  action: "create" | "update" | "delete";
  changes: Json<AuditChanges>;
  at: Timestamp;
}
