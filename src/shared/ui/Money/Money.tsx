// An amount of money formatted in the current react-intl locale (see formatMoney).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from './formatMoney';
import type { MoneyFormatOptions } from './formatMoney';

export interface MoneyProps extends Omit<MoneyFormatOptions, 'locale'> {
  value: number | string | null | undefined;
  className?: string;
}

const Amount = styled.span<{ $negative: boolean }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $negative }) => ($negative ? theme.color.dangerText : 'inherit')};
`;

export function Money({ value, className, ...options }: MoneyProps) {
  const { locale } = useIntl();
  const text = formatMoney(value, { ...options, locale });
  return (
    <Amount className={className} $negative={Number(value) < 0} data-value={String(value)}>
      {text}
    </Amount>
  );
}
