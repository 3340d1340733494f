// react-intl 12 types a message's values from its defineMessages call; messages defined without
// value types (the shared catalogue) accept none. This hands such a message to formatMessage as a
// plain descriptor, so its placeholders can be filled. The id and English default stay the same.
import type { MessageDescriptor } from 'react-intl';

export function withValues(message: MessageDescriptor): { id?: string; defaultMessage?: MessageDescriptor['defaultMessage'] } {
  return { id: message.id, defaultMessage: message.defaultMessage };
}
