// Credit limit templates a journey made: a journey that makes one first deletes those an earlier
// attempt left (an attempt that timed out on a loaded machine never reached its own clean-up, and
// its used-up limit would refuse the retry's sales), so a retry starts where the first try did.
import type { Page } from 'playwright-core';

/** Deletes the templates whose code starts with `prefix` (the journey's own codes), with the
 * session of the administrator's page (a sign-in of its own would end that page's session). */
export async function deleteJourneyTemplates(admin: Page, portalUrl: string, prefix: string): Promise<void> {
  const authorization = `Bearer ${await admin.evaluate(() => localStorage.getItem('authToken'))}`;
  const list = (await (await fetch(`${portalUrl}/api/v1/get-limit-template-list`, { headers: { authorization } })).json()) as {
    data?: { limitInfo: { templateCode: string } }[];
  };
  for (const { limitInfo } of list.data ?? []) {
    if (!limitInfo.templateCode.startsWith(prefix)) continue;
    await fetch(`${portalUrl}/api/v1/delete-limit-template?templateCode=${encodeURIComponent(limitInfo.templateCode)}`, { method: 'DELETE', headers: { authorization } });
  }
}
