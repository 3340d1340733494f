// The top bar: credit-limit usage, accumulated balance, UTC clock, light/dark switch, language
// switcher and the user menu (My Profile, Contact Us, Logout). On a narrow screen it folds into
// two rows: the menu button, the portal name and the user menu; below them a compact row with
// the usage gauge, the balance, the clock and the theme and language switches.
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_PATHS, selectUser } from '../../features/auth';
import { LANGUAGES, useLanguage } from '../../shared/i18n';
import { shellMessages } from './messages';
import { narrowScreen } from '../../shared/theme';
import { Clock } from '../../shared/ui/Clock';
import { Dropdown } from '../../shared/ui/Dropdown';
import { IconButton } from '../../shared/ui/IconButton';
import { useAppSelector } from '../hooks';
import { usePortalName } from '../branding';
import { AccumulatedBalance } from './AccumulatedBalance';
import { MENU_DRAWER_ID, MenuIcon } from './Aside';
import { CreditLimitUsage } from './CreditLimitUsage';
import { chooseThemeMode } from './themeSwitch';
import { useBodyThemeMode } from './useBodyThemeMode';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${narrowScreen} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`;

/** The portal name beside the menu button on a narrow screen. */
const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The status and preference items: inline on a wide screen, their own row on a narrow one. */
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${narrowScreen} {
    order: 3;
    flex: 1 0 100%;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

function MoonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

/** Pressed while dark is shown, whether the user chose it or the device prefers it; a press
 * stores the other mode as the user's choice. */
function ThemeSwitch() {
  const intl = useIntl();
  const dark = useBodyThemeMode() === 'dark';
  const toggle = () => chooseThemeMode(dark ? 'light' : 'dark');
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

export interface TopBarProps {
  /** On a narrow screen: the drawer menu's state and how to open it. */
  menu?: { open: boolean; onOpen: () => void };
}

function MenuButton({ open, onOpen }: NonNullable<TopBarProps['menu']>) {
  const intl = useIntl();
  return (
    <IconButton
      label={intl.formatMessage(shellMessages.menuOpen)}
      icon={<MenuIcon />}
      aria-expanded={open}
      aria-controls={MENU_DRAWER_ID}
      onClick={onOpen}
    />
  );
}

export function TopBar({ menu }: TopBarProps) {
  const portalName = usePortalName();
  return (
    <Bar>
      {menu ? (
        <>
          <MenuButton {...menu} />
          <Name>{portalName}</Name>
        </>
      ) : null}
      <Tools>
        <CreditLimitUsage />
        <AccumulatedBalance />
        <Clock />
        <ThemeSwitch />
        <LanguageSwitcher />
      </Tools>
      <UserMenu />
    </Bar>
  );
}
