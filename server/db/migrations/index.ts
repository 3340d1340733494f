// Every migration in the order it runs. Names sort in that order (0001_..., 0002_...).
import type { Migration } from 'kysely';
import { identityMigration } from './0001_identity';
import { catalogueAndSalesMigration } from './0002_catalogue_and_sales';
import { creditLimitsMigration } from './0003_credit_limits';
import { pinBatchOrdersMigration } from './0004_pin_batch_orders';
import { documentsAndContactMigration } from './0005_documents_and_contact';
import { loginStepCodesMigration } from './0006_login_step_codes';
import { contractWordsMigration } from './0007_contract_words';
import { userManagementMigration } from './0008_user_management';
import { reportIndexesMigration } from './0009_report_indexes';
import { reportEmailExportsMigration } from './0010_report_email_exports';
import { reportEmailFilesMigration } from './0011_report_email_files';
import { settlementAndPerformanceMigration } from './0012_settlement_and_performance';
import { performanceRollupMigration } from './0013_performance_month_index';
import { limitHistoryMigration } from './0014_limit_history';
import { pinOrderCustodyMigration } from './0015_pin_order_custody';
import { mailAttachmentsMigration } from './0016_mail_attachments';
import { pinDownloadAclMigration } from './0017_pin_download_acl';
import { unconfirmedAuthenticatorsMigration } from './0018_unconfirmed_authenticators';
import { columnWordChecksMigration } from './0019_column_word_checks';
import { auditTrailMigration } from './0020_audit_trail';
import { pinGenerationFailuresMigration } from './0021_pin_generation_failures';
import { transactionMonthsMigration } from './0022_transaction_months';
import { limitAlertsMigration } from './0024_limit_alerts';
import { reportSchedulesMigration } from './0025_report_schedules';
import { authenticatorPolicyMigration } from './0026_authenticator_policy';
import { pendingAuthenticatorsMigration } from './0027_pending_authenticators';

export const migrations: Record<string, Migration> = {
  '0001_identity': identityMigration,
  '0002_catalogue_and_sales': catalogueAndSalesMigration,
  '0003_credit_limits': creditLimitsMigration,
  '0004_pin_batch_orders': pinBatchOrdersMigration,
  '0005_documents_and_contact': documentsAndContactMigration,
  '0006_login_step_codes': loginStepCodesMigration,
  '0007_contract_words': contractWordsMigration,
  '0008_user_management': userManagementMigration,
  '0009_report_indexes': reportIndexesMigration,
  '0010_report_email_exports': reportEmailExportsMigration,
  '0011_report_email_files': reportEmailFilesMigration,
  '0012_settlement_and_performance': settlementAndPerformanceMigration,
  '0013_performance_month_index': performanceRollupMigration,
  '0014_limit_history': limitHistoryMigration,
  '0015_pin_order_custody': pinOrderCustodyMigration,
  '0016_mail_attachments': mailAttachmentsMigration,
  '0017_pin_download_acl': pinDownloadAclMigration,
  '0018_unconfirmed_authenticators': unconfirmedAuthenticatorsMigration,
  '0019_column_word_checks': columnWordChecksMigration,
  '0020_audit_trail': auditTrailMigration,
  '0021_pin_generation_failures': pinGenerationFailuresMigration,
  '0022_transaction_months': transactionMonthsMigration,
  '0024_limit_alerts': limitAlertsMigration,
  '0025_report_schedules': reportSchedulesMigration,
  '0026_authenticator_policy': authenticatorPolicyMigration,
  '0027_pending_authenticators': pendingAuthenticatorsMigration,
};
