export { Dropdown } from './Dropdown';
export type { DropdownItem, DropdownProps } from './Dropdown';
