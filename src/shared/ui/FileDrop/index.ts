export { FileDrop, FileDropField, problemTexts } from './FileDrop';
export type { FileDropProps, FileDropFieldProps } from './FileDrop';
export * from './fileRules';
