// Types the placeholders of a defineMessages() module, so that formatMessage(message, values)
// and <FormattedMessage {...message} values={...} /> check the values a message needs.
import type { MessageValue, NoMessageValues, TypedMessageDescriptor } from 'react-intl';

/** A value that may also be a React element when formatted in React (a link inside a sentence). */
export type RichValue = MessageValue;

/** The values of one message; declare them with `type` (an interface has no index signature). */
export type PlaceholderValues = Record<string, MessageValue>;

/** The messages D, each typed with its values from V (messages not in V take no values). */
export type WithValues<D, V extends { [K in keyof D]?: PlaceholderValues }> = {
  readonly [K in keyof D]: D[K] & TypedMessageDescriptor<K extends keyof V ? NonNullable<V[K]> : NoMessageValues>;
};
