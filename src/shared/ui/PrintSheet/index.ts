export { PrintSheet, type PrintSheetProps } from './PrintSheet';
