import type { Generated } from 'kysely';

/** Row types of every table. Times are ISO-8601 UTC text; flags are 0/1 integers on both dialects. */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  /** Lower-cased e-mail, unique: addresses are matched case-insensitively. */
  email_key: string;
  password_hash: string;
  avatar: string | null;
  plan: string;
  newsletter: number;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the e-mailed token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
  /** When SMTP accepted it; null while only kept here (no SMTP configured) or not yet sent. */
  sent_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
}
