// What the tree's limit usage map draws, loaded once the switch is first turned on (it brings the
// usage bars' rules, which the company page does not need otherwise): an agent's mark in the
// usage bars' tone and thresholds (over 80% danger, over 50% warning, else success), and the legend.
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { companyMessages } from '../messages';
import type { NodeMark } from '../../../shared/ui/TreeCanvas';
import { formatPercent, USAGE_DANGER_ABOVE, USAGE_WARNING_ABOVE, usageTone, type UsageTone } from '../../../shared/ui/UsageBar';

const Legend = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span<{ $tone: UsageTone | 'neutral' }>`
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.border : theme.color[$tone])};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.surface : theme.color[`${$tone}Surface`])};
`;

/** An agent's mark: its usage's tone and 'n% used'. */
export function limitUsageMark(intl: IntlShape, percent: number): NodeMark {
  return { tone: usageTone(percent), text: intl.formatMessage(companyMessages.limitUsageNode, { percent: formatPercent(percent, intl.locale) }) };
}

export function LimitUsageLegend() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const entries: { tone: UsageTone | 'neutral'; label: string }[] = [
    { tone: 'success', label: text(companyMessages.limitUsageLow, { percent: USAGE_WARNING_ABOVE }) },
    { tone: 'warning', label: text(companyMessages.limitUsageAbove, { percent: USAGE_WARNING_ABOVE }) },
    { tone: 'danger', label: text(companyMessages.limitUsageAbove, { percent: USAGE_DANGER_ABOVE }) },
    { tone: 'neutral', label: text(companyMessages.limitUsageNone) },
  ];
  const title = text(companyMessages.limitUsageLegend);
  return (
    <Legend role="group" aria-label={title}>
      <span>{title}:</span>
      <ul>
        {entries.map((entry) => (
          <li key={entry.tone}>
            <Swatch $tone={entry.tone} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </Legend>
  );
}
