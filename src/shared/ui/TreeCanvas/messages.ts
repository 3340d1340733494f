// The company tree's words: its branch buttons and zoom controls.
import { defineMessages, type NoMessageValues } from 'react-intl';

export const treeMessages = defineMessages<{
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  fit: NoMessageValues;
  zoomLevel: NoMessageValues;
  controls: NoMessageValues;
  showBelow: { count: number; name: string };
  hideBelow: { name: string };
}>({
  showBelow: {
    id: 'TREE.SHOW_BELOW',
    defaultMessage: 'Show the {count, plural, one {# agent} other {# agents}} below {name}',
  },
  hideBelow: { id: 'TREE.HIDE_BELOW', defaultMessage: 'Hide the agents below {name}' },
  zoomIn: { id: 'TREE.ZOOM_IN', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'TREE.ZOOM_OUT', defaultMessage: 'Zoom out' },
  fit: { id: 'TREE.FIT', defaultMessage: 'Fit' },
  zoomLevel: { id: 'TREE.ZOOM_LEVEL', defaultMessage: 'Zoom level' },
  controls: { id: 'TREE.ZOOM_CONTROLS', defaultMessage: 'Zoom' },
});
