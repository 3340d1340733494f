// The names the code gives the database's types. The table types themselves are generated from
// the migrated database by kysely-codegen (schema.generated.ts; `npm run db:schema` after a
// migration, server/db/schema-generation.ts; tests/server/db-schema.test.ts checks it on both
// engines). Money columns (*_minor) are integer minor units; bigint columns arrive as numbers
// (both drivers parse INT8 to number), timestamptz as Date; a column a CHECK lists the values of
// (the contract's words) is typed as their union.
import type { Selectable } from 'kysely';
import type { DB } from './schema.generated';

export type Database = DB;

/** The type a column of a table is read as. */
type Read<T extends keyof DB, C extends keyof Selectable<DB[T]>> = Selectable<DB[T]>[C];

export type AgentLevel = Read<'agents', 'level'>;
export type AgentType = Read<'agents', 'type'>;
export type AgentStatus = Read<'agents', 'status'>;
export type UserStatusId = Read<'users', 'status_id'>;
export type OneTimeCodePurpose = Read<'one_time_codes', 'purpose'>;
export type VoucherStatus = Read<'vouchers', 'status'>;
export type TxType = Read<'transactions', 'tx_type'>;
export type TxStatus = Read<'transactions', 'status'>;
export type PinBatchOrderStatus = Read<'pin_batch_orders', 'status'>;
export type LimitTemplateStatus = Read<'limit_templates', 'status'>;
export type LimitTargetType = Read<'limit_template_items', 'target_type'>;
export type LimitType = Read<'limit_template_items', 'limit_type'>;
export type LimitChangeSource = Read<'limit_history', 'source'>;
export type DocumentType = Read<'documents', 'document_type'>;
export type DocumentContentType = Read<'documents', 'content_type'>;
export type DocumentLocation = Read<'documents', 'location'>;
export type PinFileFormat = Read<'pin_batch_order_downloads', 'format'>;
export type ReportFileType = Read<'report_email_exports', 'file_type'>;
export type ReportEmailStatus = Read<'report_email_exports', 'status'>;
export type RequestLanguage = Read<'report_email_exports', 'language'>;
export type ReportScheduleStatus = Read<'report_schedules', 'status'>;

export type AgentBalancesTable = DB['agent_balances'];
export type AgentDailyStatsTable = DB['agent_daily_stats'];
export type AgentMonthlyStatsTable = DB['agent_monthly_stats'];
export type AgentsTable = DB['agents'];
export type AuditLogTable = DB['audit_log'];
export type BrandingTable = DB['branding'];
export type ContactMessagesTable = DB['contact_messages'];
export type DocumentsTable = DB['documents'];
export type MailOutboxTable = DB['mail_outbox'];
export type ReportEmailExportsTable = DB['report_email_exports'];
export type ReportSchedulesTable = DB['report_schedules'];
export type ReportViewsTable = DB['report_views'];
export type SessionsTable = DB['sessions'];
export type TransactionsTable = DB['transactions'];
export type VouchersTable = DB['vouchers'];
