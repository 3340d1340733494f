// The token of a scheduled report's unsubscribe link: the schedule's id and an HMAC of it (16
// bytes, base64url) under a key derived from the server's captcha key (CAPTCHA_SECRET), so that it
// works without signing in and cannot be made for another schedule. It does not expire: the link
// in an old mail still stops the schedule. A key rotation makes the links of mails sent before it
// invalid (the owner pauses the schedule in the portal instead).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { serverKeys } from '../../security/server-keys';

const MAC = 16;

const keyOf = () => createHash('sha256').update(`${serverKeys().captchaSecret}:report-schedule-unsubscribe`).digest();
const macOf = (scheduleId: number) => createHmac('sha256', keyOf()).update(`schedule:${scheduleId}`).digest().subarray(0, MAC);

export function unsubscribeToken(scheduleId: number): string {
  return `${scheduleId}.${macOf(scheduleId).toString('base64url')}`;
}

/** The schedule a token was signed for, or null when the server did not sign it. */
export function scheduleOfToken(token: string): number | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const scheduleId = Number(match[1]);
  const mac = Buffer.from(match[2]!, 'base64url');
  return mac.length === MAC && timingSafeEqual(mac, macOf(scheduleId)) ? scheduleId : null;
}

/** The portal page of the link: it asks before it stops the schedule (a mail scanner opening the
 * link changes nothing). */
export const unsubscribePageOf = (publicUrl: string, scheduleId: number) => `${publicUrl}/report-schedules/unsubscribe?token=${encodeURIComponent(unsubscribeToken(scheduleId))}`;
