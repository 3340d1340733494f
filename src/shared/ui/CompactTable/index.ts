export { CompactTable } from './CompactTable';
