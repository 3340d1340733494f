// Light/dark: the theme_mode cookie plus the body class, read at start and set by the switch.
import { applyThemeMode, readThemeMode, writeThemeMode, type ThemeMode } from '../../shared/theme';

export function applyStoredThemeMode(): ThemeMode {
  const mode = readThemeMode();
  applyThemeMode(mode);
  return mode;
}

export function chooseThemeMode(mode: ThemeMode): void {
  writeThemeMode(mode);
  applyThemeMode(mode);
}
