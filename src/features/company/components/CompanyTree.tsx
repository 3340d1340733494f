// The company tree on TreeCanvas (the user's agent and the level below open, deeper branches
// closed, a search by code or name, statuses in the reader's language). A chunk of its own (the
// canvas with its zoom and gestures, about 15 KiB brotli): CompanyDetailsScreen loads it once the
// notices above it have been painted.
import { useIntl } from 'react-intl';
import { companyMessages } from '../messages';
import { TreeCanvas, type NodeMark } from '../../../shared/ui/TreeCanvas';
import { agentWord } from '../agentWords';
import type { CompanyNode } from '../types';

/** Wide enough for most agents' names on one or two lines (a name wraps at spaces, whole). */
const NODE_WIDTH = 200;

export interface CompanyTreeProps {
  root: CompanyNode;
  /** The view's least height; it grows to the tree's. */
  viewHeight: number;
  selectedCode?: string;
  onSelect: (code: string) => void;
  nodeMark?: (node: CompanyNode) => NodeMark | undefined;
}

export function CompanyTree({ root, viewHeight, selectedCode, onSelect, nodeMark }: CompanyTreeProps) {
  const intl = useIntl();
  return (
    <TreeCanvas<CompanyNode>
      data={root}
      nodeWidth={NODE_WIDTH}
      minHeight={viewHeight}
      openLevels={2}
      searchable
      statusLabel={(status) => agentWord(intl, 'status', status)}
      label={intl.formatMessage(companyMessages.structure)}
      selectedId={selectedCode}
      onNodeClick={(node) => onSelect(node.code)}
      nodeMark={nodeMark}
    />
  );
}
