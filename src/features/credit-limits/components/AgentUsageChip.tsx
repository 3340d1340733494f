// One assigned agent of a template (spec 3, Credit Limits): a chip with the agent's code and its
// highest usage ('R00001 85%', the visible text is its name), in the usage bars' tone. Hovering it, focusing it or pressing it opens a popup
// listing each limit item's target with a usage bar (highest first) and a link that opens the
// agent-limit dialog. The popup follows the chip in the page (Tab reaches its link) but is
// placed fixed beside it, so the table's sideways scrolling does not clip it; Escape, a press
// outside, leaving it with the pointer or with focus close it.
import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { creditLimitsMessages as m } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { formatPercent, UsageBar, usageTone, type UsageTone } from '../../../shared/ui/UsageBar';
import { popupPanel } from '../../../shared/ui/popupPanel';
import { useDismiss } from '../../../shared/ui/useDismiss';
import type { AgentLimits } from '../api';
import { agentPercent, formatAmount, itemPercent, itemRatio } from '../usage';

/** How long the pointer may be away before a popup opened by hovering closes. */
const LEAVE_MS = 200;
const POPUP_WIDTH = 320;
const EDGE = 8;

const Wrapper = styled.span`
  display: inline-block;
`;

const Chip = styled.button<{ $tone: UsageTone }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Surface`]};
  color: ${({ theme, $tone }) => theme.color[`${$tone}Text`]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'] {
    box-shadow: 0 0 0 2px ${({ theme, $tone }) => theme.color[$tone]};
  }
`;

const Percent = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Popup = styled.div`
  ${popupPanel}
  position: fixed;
  white-space: normal;
  text-align: start;
`;

const Heading = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Amounts = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface AgentUsageChipProps {
  agent: AgentLimits;
  /** The link reads 'Edit limits of' with the write permission, else 'View limits of'. */
  canWrite: boolean;
  onOpenLimits: (agentCode: string) => void;
}

/** Where the popup goes: under the chip (above it when there is no room), inside the window. */
function placeBeside(chip: DOMRect, height: number): CSSProperties {
  const width = Math.min(POPUP_WIDTH, window.innerWidth - 2 * EDGE);
  const left = Math.min(Math.max(EDGE, chip.left), window.innerWidth - width - EDGE);
  const below = chip.bottom + 4;
  const top = below + height > window.innerHeight && chip.top - height - 4 > EDGE ? chip.top - height - 4 : below;
  return { top, left, width };
}

export function AgentUsageChip({ agent, canWrite, onOpenLimits }: AgentUsageChipProps) {
  const intl = useIntl();
  const popupId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const chip = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});

  const show = () => {
    clearTimeout(leaving.current);
    setOpen(true);
  };
  const close = useCallback(() => {
    // Focus leaving the popup goes back to the chip (its focus would open it: closed after).
    if (wrapper.current?.contains(document.activeElement) && document.activeElement !== chip.current) chip.current?.focus();
    clearTimeout(leaving.current);
    setOpen(false);
  }, []);
  useDismiss(open, close, wrapper);

  // Placed beside the chip once open, and again when the page scrolls or the window changes.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const update = () => {
      if (chip.current) setPlace(placeBeside(chip.current.getBoundingClientRect(), popup.current?.offsetHeight ?? 0));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open]);

  const percent = agentPercent(agent);
  const tone = usageTone(percent);
  const items = [...agent.limitItems].sort((a, b) => itemPercent(b) - itemPercent(a));

  return (
    <Wrapper
      ref={wrapper}
      onMouseEnter={show}
      onMouseLeave={() => {
        clearTimeout(leaving.current);
        leaving.current = setTimeout(() => {
          if (!wrapper.current?.contains(document.activeElement)) setOpen(false);
        }, LEAVE_MS);
      }}
      onFocus={show}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Chip
        ref={chip}
        type="button"
        $tone={tone}
        data-tone={tone}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={show}
      >
        {agent.agentCode} <Percent>{formatPercent(percent, intl.locale)}</Percent>
      </Chip>
      {open ? (
        <Popup
          ref={popup}
          id={popupId}
          role="region"
          aria-label={intl.formatMessage(m.agentUsage, { agentCode: agent.agentCode, percent: formatPercent(percent, intl.locale) })}
          style={place}
        >
          <Heading>
            {agent.agentCode}
            {agent.agentName ? ` · ${agent.agentName}` : null}
          </Heading>
          {items.length === 0 ? <span>{intl.formatMessage(m.noItems)}</span> : null}
          {items.map((item) => {
            const current = formatAmount(intl, item.currentValue ?? 0, item);
            const limit = formatAmount(intl, item.limitValue, item);
            return (
              <UsageBar
                key={item.limitItemId ?? `${item.targetType}/${item.targetCode}/${item.limitType}`}
                ratio={itemRatio(item)}
                label={
                  <>
                    {item.targetCode}
                    <Amounts>
                      {current} / {limit}
                    </Amounts>
                  </>
                }
                ariaLabel={`${item.targetCode}: ${intl.formatMessage(m.usage, { current, limit, percent: formatPercent(itemPercent(item), intl.locale) })}`}
              />
            );
          })}
          <div>
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                // The dialog gives focus back to the chip when it closes (the link is gone then).
                chip.current?.focus();
                setOpen(false);
                onOpenLimits(agent.agentCode);
              }}
            >
              {intl.formatMessage(canWrite ? m.openAgentLimits : m.viewAgentLimits, { agentCode: agent.agentCode })}
            </Button>
          </div>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
