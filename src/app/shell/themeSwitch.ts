// Light/dark: the device's preference until the user chooses with the switch; the choice is
// stored (theme_mode cookie) and wins. Applied at start (body class), followed while no choice is
// stored, set by the switch.
import {
  applyThemeMode,
  effectiveThemeMode,
  followDeviceThemeMode,
  writeThemeMode,
  type ThemeMode,
} from '../../shared/theme';

export function applyStoredThemeMode(): ThemeMode {
  const mode = effectiveThemeMode();
  applyThemeMode(mode);
  return mode;
}

/** While the user has chosen nothing, the shown mode follows the device's changes. */
export function followDeviceWhileUnchosen(): () => void {
  return followDeviceThemeMode(applyThemeMode);
}

export function chooseThemeMode(mode: ThemeMode): void {
  writeThemeMode(mode);
  applyThemeMode(mode);
}
