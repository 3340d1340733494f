// A content card: title, optional toolbar, optional collapsible body that opens and closes in
// the card-toggle time (400 ms). A collapsed body is inert (hidden from keyboard and readers).
import { useId, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { narrowScreen } from '../../theme/media';
import styled from 'styled-components';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Controls at the right of the header (buttons, menus). */
  toolbar?: ReactNode;
  collapsible?: boolean;
  /** Initial state when uncontrolled. */
  defaultCollapsed?: boolean;
  /** Controlled state. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Accessible names of the toggle. */
  collapseLabel?: string;
  expandLabel?: string;
  /** A titled card is a region landmark named by its title; false when its content already
   * carries that name (a table labelled with the card's title), so the name is not there twice. */
  region?: boolean;
  children?: ReactNode;
}

const Root = styled.section`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation[1]};
`;

/** The toolbar goes under the title when both do not fit (a phone). */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 52px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${narrowScreen} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Toggle = styled.button<{ $collapsed: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: ${({ $collapsed }) => ($collapsed ? 'rotate(-45deg)' : 'rotate(45deg)')};
    transition: transform ${({ theme }) => theme.motion.duration.cardToggle}
      ${({ theme }) => theme.motion.easing.standard};
  }
`;

const Collapse = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-rows: ${({ $collapsed }) => ($collapsed ? '0fr' : '1fr')};
  transition: grid-template-rows ${({ theme }) => theme.motion.duration.cardToggle}
    ${({ theme }) => theme.motion.easing.standard};
  > div {
    overflow: hidden;
    min-height: 0;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  ${narrowScreen} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export function Card({
  title,
  toolbar,
  collapsible = false,
  defaultCollapsed = false,
  collapsed: controlled,
  onCollapsedChange,
  collapseLabel = 'Collapse',
  expandLabel = 'Expand',
  region = true,
  children,
  ...rest
}: CardProps) {
  const [own, setOwn] = useState(defaultCollapsed);
  const collapsed = collapsible && (controlled ?? own);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const toggle = () => {
    const next = !collapsed;
    if (controlled === undefined) setOwn(next);
    onCollapsedChange?.(next);
  };
  const hasHeader = title != null || toolbar != null || collapsible;
  return (
    <Root aria-labelledby={title != null && region ? titleId : undefined} {...rest}>
      {hasHeader ? (
        <Header>
          <Title id={titleId}>{title}</Title>
          {toolbar ? <Toolbar>{toolbar}</Toolbar> : null}
          {collapsible ? (
            <Toggle
              type="button"
              $collapsed={collapsed}
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              aria-label={collapsed ? expandLabel : collapseLabel}
              title={collapsed ? expandLabel : collapseLabel}
              onClick={toggle}
            />
          ) : null}
        </Header>
      ) : null}
      <Collapse
        $collapsed={collapsed}
        id={bodyId}
        data-collapsed={collapsed}
        inert={collapsed}
        aria-hidden={collapsed || undefined}
      >
        <div>
          <Body>{children}</Body>
        </div>
      </Collapse>
    </Root>
  );
}
