export { Money } from './Money';
export type { MoneyProps } from './Money';
export { formatMoney, NO_AMOUNT } from './formatMoney';
export type { MoneyFormatOptions } from './formatMoney';
