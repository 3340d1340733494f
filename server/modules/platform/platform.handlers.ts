// The platform operations of the shell: engine status, API version, branding (read by anyone,
// changed by provider staff holding SCP.PORTAL.BRANDING_W) and settings.
import { readFileSync } from 'node:fs';
import { databaseAnswers } from '../../db/database';
import { defineHandlers } from '../../http/handler';
import { ApiError, ResultCode } from '../../http/errors';
import { ACL } from '../../domain/acls';
import { requireAcl } from '../../http/session';
import { findBranding } from './branding.repository';
import { updateBranding, type BrandingUpdate } from './branding.service';
import { readNumericSettings } from './settings.service';
import { REFUSAL } from '../../i18n/refusals';

const versions = new Map<string, string>();

/** The version field of package.json, read once per file. */
function packageVersion(packageFile: string): string {
  let version = versions.get(packageFile);
  if (version === undefined) {
    version = String((JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: unknown }).version ?? '');
    versions.set(packageFile, version);
  }
  return version;
}

export const platformHandlers = defineHandlers({
  /** Polled every 5 minutes by every open portal: one cheap query, no writes, no session. */
  async getStatus({ db, request }) {
    if (!(await databaseAnswers(db))) {
      request.log.error('the database does not answer');
      throw new ApiError(500, ResultCode.unexpectedError, REFUSAL.unexpected, { status: 'DOWN' });
    }
    return { status: 'ALIVE' };
  },

  async getVersion({ config }) {
    return { versionNumber: packageVersion(config.packageFile) };
  },

  async getCustomTemplateDetails({ db, request }) {
    return { ...(await findBranding(db, request.hostname.toLowerCase())) };
  },

  async updateCustomTemplateDetails(ctx) {
    const session = requireAcl(ctx, ACL.BRANDING_W);
    return { ...(await updateBranding(ctx.db, session, ctx.request.body as BrandingUpdate, ctx.request.ip)) };
  },

  async getSettings({ db, config }) {
    const numbers = await readNumericSettings(db, [
      'transactionSearchRangeInMonths',
      'exportLimit',
      'transactionExportViaEmailRangeInMonths',
      'idleTimeoutSeconds',
      'idleCountdownSeconds',
      'sessionLifetimeMinutes',
      'documentFileMaxMb',
      'documentFileNameMaxLength',
      'pinOrderFileMaxMb',
      'pinOrderFileNameMaxLength',
    ]);
    return { ...numbers, supportDeskUrl: config.supportDeskUrl };
  },
});
