import type { Timestamp } from "./columns";

/* The tables the sharing module owns. */

export interface ShareCodesTable {
  id: string;
  owner_id: string;
  code: string;
  title: string;
  created_at: Timestamp;
}

export interface ShareCodeHoldersTable {
  code_id: string;
  user_id: string;
  joined_at: Timestamp;
}

export interface SpaceSharesTable {
  code_id: string;
  tour_id: string;
  shared_at: Timestamp;
}

export interface SpaceReadsTable {
  user_id: string;
  tour_id: string;
  read_at: Timestamp;
}

export interface SpaceCommentsTable {
  id: string;
  tour_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentPostsTable {
  user_id: string;
  posted_at: Timestamp;
}

export interface CodeGuessesTable {
  user_id: string;
  failures: number;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
}
