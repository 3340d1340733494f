import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../src/shared/ui/StatusChip/statusTone';
import { utcTime } from '../../../shared/periods';
import { msToNextSecond } from '../../../src/shared/ui/Clock/clockTick';
import { secondsLeft } from '../../../src/shared/ui/Countdown/Countdown';
import { ALERT_TIMEOUT_MS, createAlert } from '../../../src/shared/ui/Alert/alerts';
import { createIntl } from 'react-intl';
import { formatTimestamp, timestampParts } from '../../../src/shared/ui/Timestamp';
import de from '../../../src/shared/i18n/lang/de.json';

describe('statusTone', () => {
  it('maps API statuses to tones', () => {
    expect(statusTone('SUCCESS')).toBe('success');
    expect(statusTone('ACTIVE')).toBe('success');
    expect(statusTone('FAILED')).toBe('danger');
    expect(statusTone('INACTIVE')).toBe('danger');
    expect(statusTone('PENDING')).toBe('warning');
    expect(statusTone('REVERSED')).toBe('info');
    expect(statusTone('refunded')).toBe('info');
    expect(statusTone('something else')).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
  });
});

describe('UTC clock', () => {
  it('formats HH:mm:ss in UTC', () => {
    expect(utcTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('03:04:05');
    expect(utcTime(new Date(Date.UTC(2026, 0, 2, 23, 59, 59)))).toBe('23:59:59');
  });
  it('ticks on the next whole second', () => {
    expect(msToNextSecond(1_000_250)).toBe(750);
    expect(msToNextSecond(1_000_000)).toBe(1000);
  });
});

describe('countdown', () => {
  it('counts whole seconds, never below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('alerts', () => {
  it('time out after 15000 ms unless told otherwise', () => {
    expect(ALERT_TIMEOUT_MS).toBe(15_000);
    expect(createAlert({ tone: 'success', title: 'Create User' }).timeout).toBe(15_000);
    expect(createAlert({ tone: 'danger', title: 'Credit limit', timeout: 2000 }).timeout).toBe(
      2000,
    );
    const a = createAlert({ tone: 'info' });
    const b = createAlert({ tone: 'info' });
    expect(a.id).not.toBe(b.id);
  });
});

describe('server times (the one formatter every date-time goes through)', () => {
  const intl = createIntl({ locale: 'en', messages: {} });
  it("says UTC after the API's UTC yyyy-MM-dd HH:mm:ss, as the clock does", () => {
    expect(formatTimestamp(intl, '2026-11-21 10:02:00')).toBe('2026-11-21 10:02:00 UTC');
    expect(formatTimestamp(createIntl({ locale: 'de', messages: de }), '2026-11-21 10:02:00')).toBe('2026-11-21 10:02:00 UTC');
    expect(timestampParts('2026-11-21 10:02:00')).toEqual({ date: '2026-11-21', time: '10:02:00', iso: '2026-11-21T10:02:00Z' });
  });
  it('shows nothing for no time, and something not a time as it came', () => {
    expect(formatTimestamp(intl, null)).toBe('');
    expect(formatTimestamp(intl, undefined)).toBe('');
    expect(formatTimestamp(intl, 'soon')).toBe('soon');
  });
});
