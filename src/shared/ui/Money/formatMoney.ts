// Money as the spec shows it: 2 decimals with thousands separators in the current locale;
// whole numbers without decimals where the spec says so (balances); an optional symbol.
import { numberFormat } from '../../i18n/intlFormats';

export interface MoneyFormatOptions {
  locale?: string;
  /** Prefix such as '$' or 'RM' (the API sends `symbol`). */
  symbol?: string | null;
  /** ISO 4217 code: formats with the locale's currency style when no symbol is given. */
  currency?: string | null;
  /** Whole numbers without decimals (1,200 not 1,200.00); fractions keep 2 decimals. */
  wholeWithoutDecimals?: boolean;
}

/** Text for a missing or non-numeric amount. */
export const NO_AMOUNT = '–';

export function formatMoney(
  value: number | string | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  const { locale = 'en', symbol, currency, wholeWithoutDecimals = false } = options;
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount == null || !Number.isFinite(amount)) return NO_AMOUNT;
  const digits = wholeWithoutDecimals && Number.isInteger(amount) ? 0 : 2;
  const base: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  };
  if (!symbol && currency) {
    try {
      return numberFormat(locale, { ...base, style: 'currency', currency }).format(amount);
    } catch {
      // Unknown currency code: fall through to a plain number with the code as prefix.
      return `${currency} ${numberFormat(locale, base).format(amount)}`;
    }
  }
  const number = numberFormat(locale, base).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  if (!symbol) return `${sign}${number}`;
  // A one-character symbol sits against the number ($1.00); a code-like one gets a space (RM 1.00).
  return `${sign}${symbol}${symbol.length > 1 ? '\u00a0' : ''}${number}`;
}
