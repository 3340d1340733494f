// Tabs (WAI-ARIA tabs pattern, automatic activation): ArrowLeft/ArrowRight move and select,
// Home/End jump; only the selected tab is in the Tab order.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/** More tabs than the width holds (a phone) scroll sideways rather than widen the page. */
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  position: relative;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  flex-shrink: 0;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.link};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 2px;
    background: ${({ theme }) => theme.color.link};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[4]} 0;
`;

export function Tabs({ items, label, value, defaultValue, onChange }: TabsProps) {
  const base = useId();
  const enabled = items.filter((i) => !i.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus = false) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((i) => i.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id, true);
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) =>
        item.id === selected ? (
          <Panel
            key={item.id}
            role="tabpanel"
            id={`${base}-panel-${item.id}`}
            aria-labelledby={`${base}-tab-${item.id}`}
            tabIndex={0}
          >
            {item.content}
          </Panel>
        ) : null,
      )}
    </div>
  );
}
