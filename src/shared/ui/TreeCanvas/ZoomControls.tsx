// The bar above the drawing: the search (when there is one) and the zoom controls: minus, the
// percentage, plus and Fit.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { treeMessages } from './messages';
import { canZoomIn, canZoomOut, zoomPercent } from './zoom';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

const Percent = styled.output`
  min-width: 48px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export interface ZoomControlsProps {
  scale: number;
  onStep: (direction: 1 | -1) => void;
  onFit: () => void;
  search: ReactNode;
}

export function ZoomControls({ scale, onStep, onFit, search }: ZoomControlsProps) {
  const intl = useIntl();
  return (
    <Bar>
      {search}
      <Controls role="group" aria-label={intl.formatMessage(treeMessages.controls)}>
        <IconButton
          size="sm"
          label={intl.formatMessage(treeMessages.zoomOut)}
          icon="−"
          onClick={() => onStep(-1)}
          disabled={!canZoomOut(scale)}
        />
        <Percent aria-live="polite" aria-label={intl.formatMessage(treeMessages.zoomLevel)}>
          {zoomPercent(scale)}%
        </Percent>
        <IconButton
          size="sm"
          label={intl.formatMessage(treeMessages.zoomIn)}
          icon="+"
          onClick={() => onStep(1)}
          disabled={!canZoomIn(scale)}
        />
        <Button variant="ghost" size="sm" onClick={onFit}>
          {intl.formatMessage(treeMessages.fit)}
        </Button>
      </Controls>
    </Bar>
  );
}
