// The table types of the portal's database, one interface per table, matching migrations/ (tests/server/db-schema.test.ts
// compares them with the migrated database on both engines: tables, columns, nullability, kinds, CHECK lists).
// Money columns (*_minor) are integer minor units; bigint columns arrive as numbers (both
// drivers parse INT8 to number), timestamptz as Date.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column (UTC day): read as Date, written as 'yyyy-MM-dd'. */
type DateOnly = ColumnType<Date, string, string>;
type Bytes = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;

export type AgentLevel = 'MD' | 'D' | 'SD' | 'R';
export type AgentType = 'PREPAID' | 'POSTPAID' | 'DISTRIBUTOR';
export type AgentStatus = 'ACTIVE' | 'INACTIVE';
export type UserStatusId = '1' | '4';
export type OneTimeCodePurpose = 'unlock' | 'email' | 'reset' | 'impersonation' | 'first-login' | 'login-step';
export type VoucherStatus = 'AVAILABLE' | 'SOLD' | 'REDEEMED' | 'REFUNDED' | 'VOIDED';
export type TxType = 'SALE' | 'REDEEM' | 'REFUND' | 'PAYOUT';
export type TxStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | 'REVERSED' | 'REFUNDED';
export type PinBatchOrderStatus = 'WAITING_FOR_APPROVAL' | 'PROCESSING' | 'READY_FOR_DOWNLOAD' | 'REJECTED' | 'DELETED';
export type LimitTemplateStatus = 'ACTIVE' | 'INACTIVE';
export type LimitTargetType = 'CURRENCY' | 'PRODUCT';
export type LimitType = 'VALUE' | 'COUNT';
export type DocumentType = 'UNSET' | 'MER_ALL' | 'MER_DISTRIBUTOR' | 'MER_MERCHANT';
export type DocumentContentType = 'HTML' | 'FILE';
export type DocumentLocation =
  | 'UNSET' | 'company-details' | 'transaction-search' | 'transaction-report' | 'contact-us' | 'resources';

export interface AgentsTable {
  id: Generated<number>;
  code: string;
  name: string;
  level: AgentLevel;
  type: ColumnType<AgentType, AgentType | undefined, AgentType>;
  status: ColumnType<AgentStatus, AgentStatus | undefined, AgentStatus>;
  parent_id: number | null;
  country_code: string | null;
  state_code: string | null;
  timezone: Generated<string>;
  tax: string | null;
  email: string | null;
  contact_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  phone_number: string | null;
  mobile_number: string | null;
  toll_free_phone: string | null;
  fax_number: string | null;
  toll_free_fax: string | null;
  city: string | null;
  zip_code: string | null;
  is_enable_payout: Generated<boolean>;
  payout_voucher_credit_limit_minor: Generated<number>;
  hide_redeemed_at: Generated<boolean>;
  hide_accumulated_balance: Generated<boolean>;
  limit_alert_percent: Generated<number>;
  created_at: TimestampDefault;
}

export interface AgentClosureTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export interface UsersTable {
  id: Generated<number>;
  agent_id: number;
  login: string;
  password_hash: string;
  first_name: Generated<string>;
  surname: Generated<string>;
  description: Generated<string>;
  email: string | null;
  email_confirmed_at: Timestamp | null;
  phone_number: string | null;
  position: string | null;
  address_line1: string | null;
  address_line2: string | null;
  zip_code: string | null;
  country_code: string | null;
  state_code: string | null;
  logo: string | null;
  status_id: ColumnType<UserStatusId, UserStatusId | undefined, UserStatusId>;
  must_change_password: Generated<boolean>;
  refund_voucher_permission: Generated<boolean>;
  validate_pin_permission: Generated<boolean>;
  redeem_voucher_permission: Generated<boolean>;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_last_used_step: number | null;
  failed_login_count: Generated<number>;
  locked_at: Timestamp | null;
  /** Set by user deletion; a deleted user can no longer sign in and is hidden from lists. */
  deleted_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface UserAclsTable {
  user_id: number;
  acl: string;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: number;
  created_at: TimestampDefault;
  last_seen_at: TimestampDefault;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  impersonator_user_id: number | null;
  ip: string | null;
  user_agent: string | null;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  purpose: OneTimeCodePurpose;
  user_id: number;
  code_hash: string;
  target: string | null;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

export interface CaptchaSolutionsUsedTable {
  hash: string;
  expires_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: ColumnType<unknown[], string | undefined, string>;
  status: ColumnType<'QUEUED' | 'SENT' | 'FAILED' | 'LOGGED', 'QUEUED' | 'SENT' | 'FAILED' | 'LOGGED' | undefined>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: TimestampDefault;
  actor_user_id: number | null;
  impersonator_user_id: number | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  /** JSON; write it with JSON.stringify. */
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  ip: string | null;
  result_code: number | null;
}

export interface BrandingTable {
  id: Generated<number>;
  domain: string | null;
  portal_name: Generated<string>;
  brand_logo_light: string | null;
  brand_logo_dark: string | null;
  favicon_logo_light: string | null;
  favicon_logo_dark: string | null;
  primary_color: Generated<string>;
  secondary_color: Generated<string>;
  updated_at: TimestampDefault;
}

export interface SettingsTable {
  key: string;
  /** Any JSON value; write it with JSON.stringify. */
  value: ColumnType<unknown, string, string>;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  description: string;
  currency_code: string;
  face_value_minor: number;
  buy_value_minor: number;
  active: Generated<boolean>;
  created_at: TimestampDefault;
}

export interface TerminalsTable {
  id: Generated<number>;
  code: string;
  agent_id: number;
  /** SHA-256 (hex) of the terminal's X-Terminal-Key. */
  key_hash: string;
  status: ColumnType<AgentStatus, AgentStatus | undefined, AgentStatus>;
  created_at: TimestampDefault;
}

export interface VouchersTable {
  id: Generated<number>;
  serial: Generated<string>;
  /** HMAC-SHA256 (hex) of the PIN under the server's PIN secret: the lookup key. */
  pin_hash: string;
  /** AES-256-GCM of the PIN (iv | tag | ciphertext), for PIN batch files. */
  pin_encrypted: Bytes;
  product_id: number;
  status: ColumnType<VoucherStatus, VoucherStatus | undefined, VoucherStatus>;
  pin_batch_order_id: number | null;
  sold_by_agent_id: number | null;
  sold_at: Timestamp | null;
  redeemed_by_agent_id: number | null;
  redeemed_by_user_id: number | null;
  redeemed_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface TransactionsTable {
  id: Generated<number>;
  ref_id: Generated<string>;
  /** The terminal's or caller's external reference. */
  txn_id: string | null;
  tx_type: TxType;
  status: TxStatus;
  agent_id: number;
  terminal_id: number | null;
  user_id: number | null;
  product_id: number | null;
  voucher_id: number | null;
  /** The SALE a REDEEM or REFUND belongs to. */
  original_transaction_id: number | null;
  currency_code: string;
  /** Gross (face) value. */
  value_minor: Generated<number>;
  /** Net (buy) value. */
  buy_value_minor: Generated<number>;
  result_code: Generated<number>;
  result_desc: Generated<string>;
  phone_no: string | null;
  created_at: TimestampDefault;
  /** On a SALE: the agent that redeemed its voucher (the report's Redeemed At). */
  redeemed_at_agent_id: number | null;
  redeemed_date: Timestamp | null;
  reason: string | null;
  return_date: Timestamp | null;
  refunded_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  terminal_id: number;
  key: string;
  request_hash: string;
  response: JSONColumnType<Record<string, unknown>>;
  created_at: TimestampDefault;
}

export interface AgentDailyStatsTable {
  agent_id: number;
  day: DateOnly;
  currency_code: string;
  tx_type: TxType;
  /** Every transaction of the day, whatever its status. */
  count: number;
  success_count: number;
  /** Sums over the successful transactions only. */
  value_minor: number;
  buy_value_minor: number;
}

export interface AgentBalancesTable {
  agent_id: number;
  currency_code: string;
  balance_minor: number;
  updated_at: TimestampDefault;
}

export interface LimitTemplatesTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: ColumnType<LimitTemplateStatus, LimitTemplateStatus | undefined, LimitTemplateStatus>;
  /** The agent whose user created it; templates are visible within that agent's scope. */
  owner_agent_id: number | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface LimitTemplateAgentsTable {
  template_id: number;
  agent_id: number;
}

export interface LimitTemplateItemsTable {
  id: Generated<number>;
  template_id: number;
  target_type: LimitTargetType;
  target_code: string;
  limit_type: LimitType;
  limit_value: number;
  /** 1 hourly, 2 daily, 3 weekly, 4 monthly, 5 date (UTC). */
  period_id: number;
  period_value: string;
}

export interface AgentLimitItemsTable {
  id: Generated<number>;
  agent_id: number;
  template_item_id: number;
  target_type: LimitTargetType;
  target_code: string;
  limit_type: LimitType;
  limit_value: number;
  current_value: Generated<number>;
  period_id: number;
  period_value: string;
  /** Start of the reset window current_value belongs to. */
  period_start: TimestampDefault;
  updated_at: TimestampDefault;
}

export type LimitChangeSource = 'AGENT_LIMIT_EDIT' | 'TEMPLATE_EDIT';

/** A change made by hand of an agent's limit item: limit, usage and period before and after. */
export interface LimitHistoryTable {
  id: Generated<number>;
  /** Null once the item is deleted (its template deleted or the agent unassigned). */
  agent_limit_item_id: number | null;
  agent_id: number;
  template_code: string;
  target_type: LimitTargetType;
  target_code: string;
  limit_type: LimitType;
  source: LimitChangeSource;
  limit_value_before: number;
  limit_value_after: number;
  current_value_before: number;
  current_value_after: number;
  period_id_before: number;
  period_id_after: number;
  period_value_before: string;
  period_value_after: string;
  changed_by_user_id: number | null;
  impersonator_user_id: number | null;
  changed_at: TimestampDefault;
}

export interface PinBatchOrdersTable {
  id: Generated<number>;
  order_ref: Generated<string>;
  agent_id: number;
  user_id: number;
  status: ColumnType<PinBatchOrderStatus, PinBatchOrderStatus | undefined, PinBatchOrderStatus>;
  comment: string | null;
  file_name: string | null;
  created_at: TimestampDefault;
  approved_by_user_id: number | null;
  approved_at: Timestamp | null;
  decision_comment: string | null;
  deleted_by_user_id: number | null;
  deleted_at: Timestamp | null;
  delete_comment: string | null;
  /** The attachment of the request that placed it (shared by that request's orders). */
  document_id: number | null;
  /** When its PINs were generated (READY_FOR_DOWNLOAD). */
  ready_at: Timestamp | null;
}

export interface PinBatchOrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  qty: number;
  unit_value_minor: number;
  currency_code: string;
  comment: string | null;
}

export interface PinBatchOrderDocumentsTable {
  id: Generated<number>;
  order_id: number;
  file_name: string;
  content_type: string | null;
  bytes: Bytes;
  created_at: TimestampDefault;
}

export type PinFileFormat = 'txt' | 'pgp';

/** One download of an order's PINs: the custody trail. */
export interface PinBatchOrderDownloadsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  impersonator_user_id: number | null;
  format: PinFileFormat;
  /** The OpenPGP key a pgp file was encrypted to; null for txt. */
  key_fingerprint: string | null;
  ip: string | null;
  downloaded_at: TimestampDefault;
}

/** The OpenPGP public key an agent's PIN files are encrypted to (set by provider staff). */
export interface AgentPgpKeysTable {
  agent_id: number;
  /** ASCII-armored, public parts only. */
  public_key: string;
  /** Upper-case hexadecimal. */
  fingerprint: string;
  algorithm: string;
  /** JSON list of the key's user IDs ('Name <email>'). */
  user_ids: ColumnType<unknown, string | undefined, string>;
  key_created_at: Timestamp;
  key_expires_at: Timestamp | null;
  set_by_user_id: number | null;
  set_at: TimestampDefault;
}

export interface DocumentsTable {
  id: Generated<number>;
  code: string;
  description: Generated<string>;
  document_type: ColumnType<DocumentType, DocumentType | undefined, DocumentType>;
  content_type: DocumentContentType;
  /** HTML text, or the file name shown for a FILE document. */
  content: string;
  file_name: string | null;
  file_content_type: string | null;
  file_bytes: Bytes | null;
  location: ColumnType<DocumentLocation, DocumentLocation | undefined, DocumentLocation>;
  active: ColumnType<'T' | 'F', 'T' | 'F' | undefined, 'T' | 'F'>;
  created_by_user_id: number | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** agent_daily_stats summed per UTC calendar month (migration 0012), kept by the ledger; read by
 * month first through agent_monthly_stats_month_idx (migration 0013, covering the summed columns). */
export interface AgentMonthlyStatsTable {
  agent_id: number;
  /** The first day of the month. */
  month: DateOnly;
  currency_code: string;
  tx_type: TxType;
  count: number;
  success_count: number;
  value_minor: number;
  buy_value_minor: number;
}

/** A week (its Monday, UTC) whose settlement files have been written. */
export interface SettlementWeeksTable {
  week: DateOnly;
  files: number;
  written_at: TimestampDefault;
}

export interface SettlementFilesTable {
  id: Generated<number>;
  agent_id: number;
  file_name: string;
  date: DateOnly;
  content_type: Generated<string>;
  bytes: Bytes;
  created_at: TimestampDefault;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  agent_id: number | null;
  email: string;
  subject: string;
  content: string;
  trans_id: string | null;
  ip: string | null;
  created_at: TimestampDefault;
}

export interface ContactMessageAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  content_type: string | null;
  /** Null since migration 0016: the bytes travel with the mail (mail_attachment_chunks). */
  bytes: ColumnType<Buffer | null, Buffer | Uint8Array | null | undefined, Buffer | Uint8Array | null>;
  size: number;
}

export interface MailAttachmentsTable {
  id: Generated<number>;
  file_name: string;
  content_type: string | null;
  size: number;
  created_at: TimestampDefault;
}

export interface MailAttachmentChunksTable {
  attachment_id: number;
  seq: number;
  bytes: Bytes;
}

export type ReportFileType = 'Excel' | 'CSV';
export type ReportEmailStatus = 'QUEUED' | 'BUILDING' | 'SENT' | 'FAILED';
export type RequestLanguage = 'en' | 'zh' | 'es' | 'ja' | 'de' | 'fr';

/** A "send report to email" request and its progress (the 'report.email' job). */
export interface ReportEmailExportsTable {
  id: Generated<number>;
  user_id: number;
  agent_id: number;
  email: string;
  file_type: ReportFileType;
  /** The request's report filter (the contract's ReportFilter fields). */
  filter: ColumnType<Record<string, unknown>, string, string>;
  language: RequestLanguage;
  status: ColumnType<ReportEmailStatus, ReportEmailStatus | undefined, ReportEmailStatus>;
  rows_done: ColumnType<number, number | undefined, number>;
  rows_total: number | null;
  /** An English sentence of the refusal-words table, worded in the reader's language on reading. */
  failure: string | null;
  /** A report too large to mail is stored (report_email_files) and linked (migration 0011): its
   * file's name, type and size, and when it is deleted. All null while there is none. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  file_content_type: ColumnType<string | null, string | null | undefined, string | null>;
  file_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  file_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** The stored file of a report by email too large to mail, in chunks of about 1 MB in order. */
export interface ReportEmailFilesTable {
  export_id: number;
  seq: number;
  chunk: Buffer;
}

/** A user's saved report filter and hidden columns, by name. */
export interface ReportViewsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  filter: ColumnType<Record<string, unknown>, string, string>;
  hidden_columns: ColumnType<string[], string | undefined, string>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface Database {
  agents: AgentsTable;
  agent_closure: AgentClosureTable;
  users: UsersTable;
  user_acls: UserAclsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  captcha_solutions_used: CaptchaSolutionsUsedTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  mail_attachment_chunks: MailAttachmentChunksTable;
  audit_log: AuditLogTable;
  branding: BrandingTable;
  settings: SettingsTable;
  products: ProductsTable;
  terminals: TerminalsTable;
  vouchers: VouchersTable;
  transactions: TransactionsTable;
  idempotency_keys: IdempotencyKeysTable;
  agent_daily_stats: AgentDailyStatsTable;
  agent_monthly_stats: AgentMonthlyStatsTable;
  settlement_weeks: SettlementWeeksTable;
  agent_balances: AgentBalancesTable;
  limit_templates: LimitTemplatesTable;
  limit_template_agents: LimitTemplateAgentsTable;
  limit_template_items: LimitTemplateItemsTable;
  agent_limit_items: AgentLimitItemsTable;
  limit_history: LimitHistoryTable;
  pin_batch_orders: PinBatchOrdersTable;
  pin_batch_order_items: PinBatchOrderItemsTable;
  pin_batch_order_documents: PinBatchOrderDocumentsTable;
  pin_batch_order_downloads: PinBatchOrderDownloadsTable;
  agent_pgp_keys: AgentPgpKeysTable;
  documents: DocumentsTable;
  settlement_files: SettlementFilesTable;
  contact_messages: ContactMessagesTable;
  contact_message_attachments: ContactMessageAttachmentsTable;
  report_email_exports: ReportEmailExportsTable;
  report_email_files: ReportEmailFilesTable;
  report_views: ReportViewsTable;
}
