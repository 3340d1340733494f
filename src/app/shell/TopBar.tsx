// The top bar: credit-limit usage, accumulated balance, UTC clock, light/dark switch, language
// switcher and the user menu (My Profile, Contact Us, Logout).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_PATHS, selectUser } from '../../features/auth';
import { LANGUAGES, shellMessages, useLanguage } from '../../shared/i18n';
import { readThemeMode } from '../../shared/theme';
import { Clock } from '../../shared/ui/Clock';
import { Dropdown } from '../../shared/ui/Dropdown';
import { IconButton } from '../../shared/ui/IconButton';
import { useAppSelector } from '../hooks';
import { AccumulatedBalance } from './AccumulatedBalance';
import { CreditLimitUsage } from './CreditLimitUsage';
import { chooseThemeMode } from './themeSwitch';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function ThemeSwitch() {
  const intl = useIntl();
  const [dark, setDark] = useState(() => readThemeMode() === 'dark');
  const toggle = () => {
    chooseThemeMode(dark ? 'light' : 'dark');
    setDark(!dark);
  };
  return (
    <IconButton label={intl.formatMessage(shellMessages.themeSwitch)} icon={<MoonIcon />} aria-pressed={dark} onClick={toggle} />
  );
}

function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLanguage();
  const current = LANGUAGES.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <Dropdown
      variant="ghost"
      align="end"
      label={current}
      // The visible text stays part of the accessible name (WCAG 2.5.3).
      ariaLabel={`${intl.formatMessage(shellMessages.language)}: ${current}`}
      items={LANGUAGES.map((language) => ({
        id: language.locale,
        label: <span lang={language.locale}>{language.name}</span>,
        onSelect: () => setLocale(language.locale),
      }))}
    />
  );
}

function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const name = [user?.firstName, user?.surname].filter(Boolean).join(' ') || user?.login || '';
  const greeting = intl.formatMessage(shellMessages.greeting, { name });
  return (
    <Dropdown
      variant="ghost"
      align="end"
      label={greeting}
      ariaLabel={`${intl.formatMessage(shellMessages.userMenu)}: ${greeting}`}
      items={[
        { id: 'profile', label: intl.formatMessage(shellMessages.myProfile), onSelect: () => navigate('/profile') },
        { id: 'contact-us', label: intl.formatMessage(shellMessages.contactUs), onSelect: () => navigate('/contact-us') },
        { id: 'logout', label: intl.formatMessage(shellMessages.logout), onSelect: () => navigate(AUTH_PATHS.logout), tone: 'danger' },
      ]}
    />
  );
}

export function TopBar() {
  return (
    <Bar>
      <CreditLimitUsage />
      <AccumulatedBalance />
      <Clock />
      <ThemeSwitch />
      <LanguageSwitcher />
      <UserMenu />
    </Bar>
  );
}
