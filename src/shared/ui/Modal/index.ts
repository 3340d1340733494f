export { Modal, Dialog } from './Modal';
export type { ModalProps } from './Modal';
