// Intl formatters made once per locale and options. Making one is costly on a phone (a new
// NumberFormat or DateTimeFormat per cell made the dashboard's first render a long task: each
// bar's weekday and each amount built its own); formatting with a made one is cheap.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once; throws as it does (an unknown currency). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
