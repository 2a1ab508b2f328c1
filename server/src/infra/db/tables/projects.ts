import type { Timestamp } from "./columns";

/* The tables the projects module owns. */

export interface ProjectsTable {
  id: string;
  owner_id: string;
  name: string;
  kind: "contents" | "hosting";
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectCoworkersTable {
  project_id: string;
  user_id: string;
  role: "editor" | "viewer";
  created_at: Timestamp;
}
