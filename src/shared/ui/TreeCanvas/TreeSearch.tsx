// The tree's search: a code or a name (any part, any case); Enter or Find goes to the next node
// that matches, and a polite message says which one of how many, or that none does.
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled from 'styled-components';
import { compactControl } from '../compactControl';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { findNodes, type ShapeNode } from './treeShape';

const messages = defineMessages<{
  search: NoMessageValues;
  find: NoMessageValues;
  placeholder: NoMessageValues;
  found: { index: number; count: number; name: string };
  none: { query: string };
}>({
  search: { id: 'TREE.SEARCH', defaultMessage: 'Find an agent by code or name' },
  find: { id: 'TREE.FIND', defaultMessage: 'Find' },
  placeholder: { id: 'TREE.SEARCH_PLACEHOLDER', defaultMessage: 'Code or name' },
  found: { id: 'TREE.FOUND', defaultMessage: '{name}: {index} of {count}' },
  none: { id: 'TREE.NONE_FOUND', defaultMessage: 'No agent matches “{query}”.' },
});

/** A node the search went to: its key and the keys of the branches above it. */
export interface SearchHit {
  key: string;
  path: string[];
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Input = styled.input`
  width: 200px;
  max-width: 100%;
  ${compactControl}
`;

const Outcome = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface TreeSearchProps {
  root: ShapeNode;
  /** A node found, or null when a search found none (its mark goes). */
  onFind: (hit: SearchHit | null) => void;
}

export function TreeSearch({ root, onFind }: TreeSearchProps) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  const [last, setLast] = useState<{ query: string; index: number } | null>(null);
  const [outcome, setOutcome] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hits = findNodes(root, query);
    if (hits.length === 0) {
      setLast(null);
      onFind(null);
      setOutcome(query.trim() ? intl.formatMessage(messages.none, { query: query.trim() }) : '');
      return;
    }
    const index = last && last.query === query ? (last.index + 1) % hits.length : 0;
    const hit = hits[index]!;
    setLast({ query, index });
    setOutcome(intl.formatMessage(messages.found, { name: hit.node.name, index: index + 1, count: hits.length }));
    onFind({ key: hit.key, path: hit.path });
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {intl.formatMessage(messages.search)}
      </VisuallyHidden>
      <Input
        id={id}
        type="search"
        value={query}
        placeholder={intl.formatMessage(messages.placeholder)}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm">
        {intl.formatMessage(messages.find)}
      </Button>
      <Outcome role="status">{outcome}</Outcome>
    </Form>
  );
}
