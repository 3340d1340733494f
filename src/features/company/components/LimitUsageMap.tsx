// The company tree's limit usage map (issue #19, beyond the spec), offered to users who may see
// credit limits: a switch 'Limit usage' that colours each agent with limits by the usage of its
// most used limit item (GET limit-usage-map, read only while it is on), with a legend
// (limitUsageMarks.tsx, loaded when the switch is first turned on). Agents without limits keep
// their usual look.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { companyMessages } from '../messages';
import type { NodeMark } from '../../../shared/ui/TreeCanvas';
import { useGetLimitUsageMapQuery } from '../limitUsageApi';
import type { CompanyNode } from '../types';
import type * as LimitUsageMarks from './limitUsageMarks';

/** Who may see credit limits may see the map. */
export const LIMIT_USAGE_ACL = 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R';

type Marks = typeof LimitUsageMarks;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
`;

/** The switch's state and, while it is on and the usage has loaded, each agent's mark and the legend. */
export function useLimitUsageMap() {
  const intl = useIntl();
  const [on, setOn] = useState(false);
  const [marks, setMarks] = useState<Marks | null>(null);
  useEffect(() => {
    if (on && !marks) void import('./limitUsageMarks').then(setMarks);
  }, [on, marks]);
  const usage = useGetLimitUsageMapQuery(undefined, { skip: !on });
  const percents = on && marks ? usage.data : undefined;
  const nodeMark =
    percents && marks
      ? (node: CompanyNode): NodeMark | undefined => {
          const percent = percents[node.code];
          return percent === undefined ? undefined : marks.limitUsageMark(intl, percent);
        }
      : undefined;
  return {
    on,
    setOn,
    nodeMark,
    Legend: nodeMark ? marks?.LimitUsageLegend : undefined,
    error: on ? (usage.error as ApiResult | undefined) : undefined,
  };
}

export function LimitUsageSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const intl = useIntl();
  return (
    <Switch>
      <input type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      {intl.formatMessage(companyMessages.limitUsage)}
    </Switch>
  );
}
