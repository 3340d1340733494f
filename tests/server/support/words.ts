// Whether a message of the server's catalogue reads in every language (not English in any other),
// for the tests of a module's sentences.
import type { MessageDescriptor } from '@formatjs/intl';
import { SERVER_LANGUAGES } from '../../../server/i18n/languages';
import { english, say } from '../../../server/i18n/words';

export function inEveryLanguage(message: MessageDescriptor): boolean {
  const inEnglish = english(message);
  return SERVER_LANGUAGES.filter((language) => language !== 'en').every((language) => say(message, language) !== inEnglish);
}
