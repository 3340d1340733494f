// The top bar's credit-limit usage icon: a disclosure button whose popup lists every limit
// with a usage bar, highest usage first (spec 1 sections 2.5 and 9), and a notice naming the
// warning thresholds each limit reached this period (#37; their emails went to the agent's
// administrators). Nothing shows before the agent info loads or when its load failed.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { narrowScreen } from '../../shared/theme';
import { limitUsageViews } from '../../features/shell-data';
import { shellMessages } from './messages';
import { Banner } from '../../shared/ui/Banner';
import { IconButton } from '../../shared/ui/IconButton';
import { UsageBar, usageTone } from '../../shared/ui/UsageBar';
import { popupPanel } from '../../shared/ui/popupPanel';
import { useTopBarPopup } from './useTopBarPopup';
import { useAgentInfo } from './useAgentInfo';

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled.div`
  ${popupPanel}
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  right: 0;
  min-width: 260px;
  /* On a narrow screen the gauge starts the top bar's second row: the popup opens towards the
     right and stays on the screen. */
  ${narrowScreen} {
    right: auto;
    left: 0;
    min-width: 0;
    width: min(320px, calc(100vw - 32px));
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Reached = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

const Notice = styled(Banner)`
  margin-top: ${({ theme }) => theme.space[2]};
  max-width: 320px;
`;

function GaugeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 18a8 8 0 1 1 16 0M12 18l4-6" />
    </svg>
  );
}

export function CreditLimitUsage() {
  const intl = useIntl();
  const info = useAgentInfo();
  const { open, setOpen, wrapper, popupId } = useTopBarPopup();
  if (!info) return null;
  const views = limitUsageViews(info.limitItems);
  const title = intl.formatMessage(shellMessages.creditLimitUsage);
  const top = views[0];
  const reached = views.filter((view) => view.crossed.length > 0);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  return (
    <Wrapper ref={wrapper} data-usage-tone={top ? usageTone(top.percent) : 'success'}>
      <IconButton
        label={title}
        icon={<GaugeIcon />}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen(!open)}
      />
      <Popup id={popupId} role="region" aria-label={title} hidden={!open}>
        <Heading>{title}</Heading>
        {views.map((view) => (
          <UsageBar key={view.code} ratio={view.ratio} label={view.code} />
        ))}
        {reached.length > 0 ? (
          <Notice tone="warning" title={intl.formatMessage(shellMessages.creditLimitThresholdsTitle)}>
            <Reached>
              {reached.map((view) => (
                <li key={view.code}>
                  {intl.formatMessage(shellMessages.creditLimitThresholdsReached, { code: view.code, thresholds: intl.formatList(view.crossed.map(percent)) })}
                </li>
              ))}
            </Reached>
            <p>{intl.formatMessage(shellMessages.creditLimitThresholdsEmailed)}</p>
          </Notice>
        ) : null}
      </Popup>
    </Wrapper>
  );
}
