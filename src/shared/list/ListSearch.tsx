// The search box of a list screen's toolbar: what is typed is searched a moment after typing
// stops (or at once with Enter); the list then starts again at page 1 (useListQuery setFilters).
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { compactControl } from '../ui/compactControl';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** How long typing must pause before the search runs. */
export const SEARCH_PAUSE_MS = 350;

const Input = styled.input`
  ${compactControl}
  width: 320px;
  max-width: 100%;
`;

export interface ListSearchProps {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}

export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Input id={id} type="search" value={text} placeholder={label} onChange={(event) => setText(event.target.value)} />
    </form>
  );
}
