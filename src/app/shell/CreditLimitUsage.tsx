// The top bar's credit-limit usage icon: a disclosure button whose popup lists every limit
// with a usage bar, highest usage first (spec 1 sections 2.5 and 9). Nothing shows before the
// agent info loads or when its load failed.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { limitUsageViews } from '../../features/shell-data';
import { shellMessages } from './messages';
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
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
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
      </Popup>
    </Wrapper>
  );
}
