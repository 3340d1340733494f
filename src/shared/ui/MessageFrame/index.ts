export { MessageDismiss, MessageFrame, MessageText, MessageTitle } from './MessageFrame';
export type { MessageTone } from './MessageFrame';
