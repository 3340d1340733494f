// The column menu: a disclosure button and a list of checkboxes, closed by Escape or a click
// outside; lists the hideable columns.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Chevron } from './Chevron';
import type { DataTableColumn } from './types';

const MenuWrap = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

const MenuFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const MenuOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input { accent-color: ${({ theme }) => theme.color.primary}; width: 16px; height: 16px; margin: 0; }
`;

export function ColumnMenu<Row>({
  columns, hidden, onToggle,
}: { columns: readonly DataTableColumn<Row>[]; hidden: ReadonlySet<string>; onToggle: (key: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <MenuWrap
      ref={wrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Button ref={button} variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage(commonMessages.columns)}
        <Chevron open={open} />
      </Button>
      {open ? (
        <Menu id={`${id}-menu`}>
          <MenuFieldset>
            <VisuallyHidden as="legend">{intl.formatMessage(commonMessages.columns)}</VisuallyHidden>
            {columns.filter((c) => c.hideable).map((c) => (
              <MenuOption key={c.key}>
                <input type="checkbox" checked={!hidden.has(c.key)} onChange={() => onToggle(c.key)} />
                {c.header}
              </MenuOption>
            ))}
          </MenuFieldset>
        </Menu>
      ) : null}
    </MenuWrap>
  );
}

