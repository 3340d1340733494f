export { TreeCanvas, defaultStatusTone } from './TreeCanvas';
export type { TreeCanvasProps, TreeNodeData, NodeTone, NodeMark } from './TreeCanvas';
export { stepZoom, zoomPercent, isPannable, ZOOM_MIN, ZOOM_MAX } from './zoom';
