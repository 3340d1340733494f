// The language choice of the sign-in screens, before anyone signs in: a plain select in the
// page's corner (the signed-in portal has its own in the top bar). Choosing stores the language
// and reloads in it.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { compactControl } from '../../../shared/ui/compactControl';
import { LANGUAGES, useLanguage } from '../../../shared/i18n';
import { authMessages } from '../messages';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Choice = styled.select`
  ${compactControl}
`;

export function LanguageSelect() {
  const intl = useIntl();
  const id = useId();
  const { locale, setLocale } = useLanguage();
  return (
    <Root>
      <label htmlFor={id}>{intl.formatMessage(authMessages.language)}</label>
      <Choice id={id} value={locale} onChange={(event) => setLocale(event.target.value as typeof locale)}>
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </Choice>
    </Root>
  );
}
