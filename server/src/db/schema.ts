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
  /** Raised by triggers when the user's notifications, projects or plan change (live `user` events). */
  live_revision: Generated<number>;
  /** 1 for an instance administrator (npm run admin -- set-admin). */
  is_admin: Generated<number>;
  /** Set when SCIM deprovisions the person: no sign-in, no session, no token; their work stays. */
  deactivated_at: string | null;
  /** The identity provider's id of the person, as SCIM gave it. */
  scim_external_id: string | null;
  /** Set by a SCIM DELETE: deactivated and hidden from SCIM; the row stays so their work keeps its author. */
  scim_deleted_at: string | null;
  /** The account's language (a LOCALES tag): its interface and the e-mails it gets. */
  locale: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  /** Random hex naming the session to its owner (list, sign out); never the token or its hash. */
  public_id: string;
  /** The User-Agent header at sign-in; null for clients that send none. */
  user_agent: string | null;
  /** The address of the latest use, refreshed with `last_seen_at`. */
  ip: string | null;
  /** Refreshed at most once a minute (plugins/session.ts), so the hot path rarely writes. */
  last_seen_at: string | null;
  /** The provider's ID token of a single sign-on session, for RP-initiated logout. */
  sso_id_token: Generated<string | null>;
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
  html_body: string | null;
  /** Chosen when the mail is queued, so every attempt sends the same message and receivers can drop repeats. */
  message_id: string | null;
  /** JSON object of extra headers (List-Unsubscribe). */
  headers: string | null;
  /** JSON list of `{key, cid, filename}`: stored blobs shown inline (a thumbnail). */
  attachments: string | null;
}

export interface NotificationSettingsTable {
  user_id: number;
  /** JSON object kind → delivery; kinds not in it take their default. */
  kinds: string;
  digest: string;
  digest_hour: number;
  time_zone: string;
  /** 1: the morning e-mail of reviews due is sent (the default), 0: not. */
  due_digest: Generated<number>;
  updated_at: string;
}

/** The day (in the user's zone, `YYYY-MM-DD`) the user's last morning e-mail of reviews due went out. */
export interface DueDigestSendsTable {
  user_id: number;
  sent_on: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Revisions of what cached reads show beyond any one project (0021-read-revisions): `names`. */
export interface ReadRevisionsTable {
  name: string;
  value: number;
}

export interface ProjectsTable {
  id: Generated<number>;
  /** The owner. */
  user_id: number;
  project_name: string;
  /** Sanitised markup, '' when none. */
  description: string;
  /** Creator of new assets; null means 'Anyone(default)'. */
  default_creator_user_id: number | null;
  /** Approver of new assets; null means 'Anyone(default)'. */
  default_approver_user_id: number | null;
  created_at: string;
  updated_at: string;
  /** Raised by database triggers on every change to what project lists show (0006-project-revisions). */
  revision: Generated<number>;
}

/** People who joined a project through an invitation; the owner is never a row here. */
export interface ProjectMembersTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  /** 'Admin' or 'Member'. */
  role: string;
  created_at: string;
  updated_at: string;
}

/** One user's own view of one project: star, archive, and when they last opened or changed it. */
export interface ProjectUserStatesTable {
  project_id: number;
  user_id: number;
  is_starred: number;
  is_archived: number;
  opened_at: string | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  project_id: number;
  /** The address as typed; `email_key` is its lower-cased form, matched on accept. */
  email: string;
  email_key: string;
  /** 'Admin' or 'Member'. */
  role: string;
  message: string | null;
  /** Random, URL-safe; the invitee's link is `{PUBLIC_URL}/invite/{token}`. Kept readable so owners can copy the link. */
  token: string;
  invited_by_user_id: number | null;
  is_pending: number;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  project_user_states: ProjectUserStatesTable;
  invitations: InvitationsTable;
  assets: AssetsTable;
  versions: VersionsTable;
  variations: VariationsTable;
  variation_pages: VariationPagesTable;
  variation_renders: VariationRendersTable;
  variation_changes: VariationChangesTable;
  jobs: JobsTable;
  history: HistoryTable;
  comments: CommentsTable;
  comment_attachments: CommentAttachmentsTable;
  comment_reactions: CommentReactionsTable;
  share_links: ShareLinksTable;
  notifications: NotificationsTable;
  project_files: ProjectFilesTable;
  asset_reviews: AssetReviewsTable;
  review_stages: ReviewStagesTable;
  stage_reviewers: StageReviewersTable;
  review_decisions: ReviewDecisionsTable;
  stage_templates: StageTemplatesTable;
  auth_attempts: AuthAttemptsTable;
  notification_settings: NotificationSettingsTable;
  due_digest_sends: DueDigestSendsTable;
  server_secrets: ServerSecretsTable;
  read_revisions: ReadRevisionsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  user_identities: UserIdentitiesTable;
  sso_logins: SsoLoginsTable;
  scim_tokens: ScimTokensTable;
  audit_log: AuditLogTable;
  website_sources: WebsiteSourcesTable;
  project_website_settings: ProjectWebsiteSettingsTable;
  project_banner_limits: ProjectBannerLimitsTable;
}

/** What a website asset captures (features/websites): its address and a staging site's sign-in, encrypted. */
export interface WebsiteSourcesTable {
  asset_id: number;
  url: string;
  /** AES-256-GCM ciphertext of `{username, password}` under the server's key; null without. */
  credentials: string | null;
  created_at: string;
  updated_at: string;
}

/** A project's capture settings: JSON lists of breakpoints and of CSS selectors hidden before a capture. */
export interface ProjectWebsiteSettingsTable {
  project_id: number;
  breakpoints: string;
  hide_selectors: string;
  updated_at: string;
}

/** The limits a project's HTML5 banners are checked against (features/banners); a project without a row uses the IAB's. */
export interface ProjectBannerLimitsTable {
  project_id: number;
  load_kb: number;
  load_requests: number;
  animation_seconds: number;
  loops: number;
  /** 0/1 */
  click_tag_required: number;
  updated_at: string;
}

/** An OpenID Connect subject linked to an account. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: string;
}

/** A single sign-on under way, keyed by its `state`. */
export interface SsoLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  /** Where to land after signing in: a path of this site. */
  return_to: string | null;
  created_at: string;
  expires_at: string;
}

export interface ScimTokensTable {
  id: Generated<number>;
  public_id: string;
  /** SHA-256 of the bearer token; the token itself is shown once. */
  token_hash: string;
  name: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Append-only (a trigger refuses updates); names are copied in so an entry outlives what it names. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  action: string;
  actor_user_id: number | null;
  /** The actor as shown: an e-mail, a guest's name and address, "SCIM: <token name>", "operator". */
  actor_label: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  project_id: number | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON of what else matters (a role before and after, a filter, a reason). */
  details: string | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** `read` or `write`. */
  scope: string;
  /** SHA-256 of the token; the token itself is shown once. */
  token_hash: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface WebhooksTable {
  id: Generated<number>;
  project_id: number;
  url: string;
  /** JSON list of event types. */
  events: string;
  active: number;
  /** `whsec_` + base64: signs every delivery. */
  secret: string;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  failing_since: string | null;
  disabled_reason: string | null;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  message_id: string;
  /** The JSON body, as signed. */
  payload: string;
  /** `pending`, `delivered` or `failed`. */
  state: string;
  status_code: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  /** `login` (failed sign-ins) or `reset` (password-reset requests). */
  kind: string;
  /** `account` (key: SHA-256 of the lower-cased address) or `ip`. */
  scope: string;
  key: string;
  created_at: string;
}

/** One row per asset with a review: the row that serialises its changes, and where a new version restarts. */
export interface AssetReviewsTable {
  asset_id: number;
  /** `first` or `changes` (contract/stages). */
  restart_from: Generated<string>;
  updated_at: string;
}

export interface ReviewStagesTable {
  id: Generated<number>;
  asset_id: number;
  /** 1-based; stages sharing a position run side by side. */
  position: number;
  name: string;
  /** `all` or `any` (contract/reviews). */
  rule: string;
  /** A set day, `YYYY-MM-DD`, or null. */
  deadline: string | null;
  deadline_days: number | null;
  lock: number;
  private: number;
  guests: number;
  /** contract/stages StageStart. */
  start: string;
  start_at: string | null;
  /** The version this round is about; null while waiting. */
  version_id: number | null;
  started_at: string | null;
  completed_at: string | null;
  /** This round's deadline: `deadline`, or `deadline_days` counted from `started_at`. */
  due_date: string | null;
  due_soon_notified_at: string | null;
  /** The UTC day the last overdue reminder went out. */
  overdue_notified_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface StageReviewersTable {
  stage_id: number;
  asset_id: number;
  user_id: number;
  required: number;
  /** Order in which they were listed: stage 1's first required one is the asset's approver. */
  position: number;
  created_at: string;
}

export interface StageTemplatesTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  is_default: number;
  restart_from: string;
  /** JSON: contract/stages TemplateStage[]. */
  stages: string;
  created_at: string;
  updated_at: string;
}

export interface ReviewDecisionsTable {
  id: Generated<number>;
  asset_id: number;
  version_id: number;
  user_id: number | null;
  /** `approved` or `changes_requested`. */
  decision: string;
  note: string | null;
  created_at: string;
  /** Set, with `user_id` null, when a guest decided through a review link. */
  guest_name: string | null;
  guest_email: string | null;
  share_link_id: number | null;
  /** The stage decided in; null for a stage since deleted. */
  stage_id: number | null;
}

export interface AssetsTable {
  id: Generated<number>;
  project_id: number;
  /** Who created it. */
  user_id: number | null;
  title: string;
  description: string;
  /** Wire form: Todo, InProgress, Ready to Review, Approved. */
  status: string;
  creator_user_id: number | null;
  approver_user_id: number | null;
  is_archived: number;
  /** 1 while the asset sits in Approved because its review's rule was met. */
  approved_by_decision: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface VersionsTable {
  id: Generated<number>;
  asset_id: number;
  version: number;
  note: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface VariationsTable {
  id: Generated<number>;
  version_id: number;
  /** 0 for A, 1 for B, ...; the label is the version number and this letter. */
  letter_index: number;
  variation_name: string;
  /** Blob keys of the original, its thumbnail and its preview. */
  design_file: string;
  thumbnail: string;
  preview: string;
  file_name: string;
  file_type: string;
  file_size: number;
  width: number;
  height: number;
  user_id: number | null;
  created_at: string;
  /** 1 for images and SVGs. */
  page_count: Generated<number>;
  /** `ready`, `rendering` (later pages in the background) or `failed` (contract/assets RenderState). */
  render_state: Generated<string>;
  render_error: string | null;
  /** Bytes of every rendering (previews and thumbnails of all pages, a video's renders): storage counts them. */
  rendered_size: Generated<number>;
  /** JSON of a video's probe (features/assets/video/probe.ts VideoProbe); null for stills. */
  video_probe: string | null;
  /** Percent of a video's background renders done. */
  render_progress: Generated<number>;
  /** 1 for a website's capture (features/websites), whose facts are its `website` row of `variation_renders`. */
  is_capture: Generated<number>;
}

/** A video's background renders: `proxy` (one per height), `sprite`, `waveform`, `frame-times`. */
export interface VariationRendersTable {
  id: Generated<number>;
  variation_id: number;
  kind: string;
  /** A proxy's height; 0 for the others. */
  height: Generated<number>;
  blob_key: string;
  /** MIME type (with codecs for a proxy). */
  type: string;
  size: number;
  /** JSON of what a reader needs beside the file (the sprite's grid); null when nothing. */
  details: string | null;
}

/** Pages after the first of a multi-page design file (page 1 is the variation's own columns). */
export interface VariationPagesTable {
  id: Generated<number>;
  variation_id: number;
  number: number;
  preview: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** A variation's comparison with the previous version's matching variation (features/changes). */
export interface VariationChangesTable {
  id: Generated<number>;
  variation_id: number;
  /** The previous version's variation it was compared with; null when there is none. */
  compared_with: number | null;
  /** `pending`, `ready`, `failed` or `none` (contract/changes ChangeState). */
  state: string;
  /** JSON of the changed boxes (contract/changes ChangedRegion[]), in the new version's image pixels. */
  regions: Generated<string>;
  /** Changed pixels over all pixels compared, 0 to 1. */
  changed_ratio: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Work that must outlive the request and the process that asked for it (server/src/jobs). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  /** Not before this time (ISO). */
  run_at: string;
  attempts: Generated<number>;
  /** A worker holds the job until then; after that another may take it (the first one died). */
  locked_until: string | null;
  last_error: string | null;
  /** Set when the job gave up; kept for the operator. */
  failed_at: string | null;
  created_at: string;
}

export interface HistoryTable {
  id: Generated<number>;
  asset_id: number;
  user_id: number | null;
  action: string;
  text: string;
  reply: string | null;
  replied_to: string | null;
  created_at: string;
  /** Set, with `user_id` null, when a guest of a review link did it. */
  guest_name: string | null;
}

export interface CommentsTable {
  id: Generated<number>;
  asset_id: number;
  variation_id: number;
  parent_id: number | null;
  user_id: number | null;
  content: string;
  /** JSON of the drawn mark ({shape, color, starting_point, path}) in image pixels, or null. */
  annotation: string | null;
  /** JSON list of mentioned user ids. */
  mentions: string;
  is_resolved: number;
  resolved_by_user_id: number | null;
  resolved_at: string | null;
  resolved_version: number | null;
  created_at: string;
  updated_at: string;
  /** Set, with `user_id` null, when a guest wrote it through a review link. */
  guest_name: string | null;
  guest_email: string | null;
  /** The review link a guest wrote through. */
  share_link_id: number | null;
  /** The key in the guest cookie of the browser that wrote it: that browser may edit or delete it. */
  guest_key: string | null;
  /** The page of the design file it is about; a reply has its thread's. */
  page: Generated<number>;
  /** A video's frame, or the first of a range; null for stills. A reply has its thread's. */
  frame: number | null;
  frame_end: number | null;
  /** The private review stage its writer sat in: only that stage's reviewers (and people outside private stages) see it. */
  stage_id: Generated<number | null>;
}

export interface CommentAttachmentsTable {
  id: Generated<number>;
  comment_id: number;
  blob_key: string;
  file_name: string;
  created_at: string;
}

export interface CommentReactionsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  reaction: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  actor_user_id: number | null;
  /** The guest who acted (a review link's comment or decision); null when a member did. */
  actor_guest_name: string | null;
  message: string;
  /** Blob key of a picture of what it is about, or null. */
  file: string | null;
  /** App path to open, such as `/asset/12`. */
  link: string | null;
  /** The comment it tells about; the notification is deleted with it. Null for notifications older than the link. */
  comment_id: number | null;
  /** The asset a review notice tells about; deleted with it. */
  asset_id: number | null;
  /** A NotificationKind; null for notifications made before kinds. */
  kind: string | null;
  project_id: number | null;
  /** `in_app`, `email` (e-mailed at once) or `digest` (waits for the user's next digest). */
  delivery: string;
  /** When it was e-mailed or put in a digest (or passed over, read before its digest). */
  emailed_at: string | null;
  read_at: string | null;
  created_at: string;
  /** What a digest says of it (a JSON message of i18n/messages.ts), written in the reader's language; null for rows made before languages. */
  digest_line: string | null;
}

export interface ShareLinksTable {
  id: Generated<number>;
  /** The asset a link opens; null for a project link. */
  asset_id: number | null;
  /** The project a project link opens (every non-archived asset); null for an asset link. */
  project_id: number | null;
  token: string;
  created_by_user_id: number | null;
  created_at: string;
  revoked_at: string | null;
  /** argon2id hash; null when the link needs no password. */
  password_hash: string | null;
  /** After it the link answers as a revoked one. */
  expires_at: string | null;
  allow_download: number;
  /** Whether guests may draw annotations. */
  allow_annotations: number;
  /** Whether guests may approve or request changes. */
  allow_decisions: number;
  /** Browser sessions that opened it. */
  view_count: number;
  last_viewed_at: string | null;
  /** The language guests see first (a LOCALES tag); null: each guest's browser language. */
  locale: string | null;
}

export interface ProjectFilesTable {
  id: Generated<number>;
  project_id: number;
  user_id: number | null;
  blob_key: string;
  file_name: string;
  file_type: string;
  file_size: number;
  created_at: string;
}
