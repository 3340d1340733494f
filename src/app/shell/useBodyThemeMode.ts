// The light/dark mode shown right now, read from the body class and followed as it changes
// (the theme switch, logout), so logos and favicons can follow the mode.
import { useSyncExternalStore } from 'react';
import { THEME_CLASS, type ThemeMode } from '../../shared/theme';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const snapshot = (): ThemeMode => (document.body.classList.contains(THEME_CLASS.dark) ? 'dark' : 'light');

export function useBodyThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}
