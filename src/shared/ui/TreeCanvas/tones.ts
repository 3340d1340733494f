// A node's tone: its status's (the coloured edge and the status's colour) or its mark's (the box).
import type { DefaultTheme } from 'styled-components';

export type NodeTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface NodeMark {
  tone: NodeTone;
  text: string;
}

/** Active is good, pending-like is a warning, inactive/suspended/closed/blocked is danger. */
export function defaultStatusTone(status: string | undefined): NodeTone {
  const s = (status ?? '').trim().toLowerCase();
  if (['active', 'enabled', 'a', 't', 'alive'].includes(s)) return 'success';
  if (['pending', 'waiting', 'new', 'p'].includes(s)) return 'warning';
  if (
    [
      'inactive',
      'disabled',
      'suspended',
      'closed',
      'blocked',
      'locked',
      'terminated',
      'i',
      'f',
    ].includes(s)
  )
    return 'danger';
  return 'neutral';
}

export function toneColours(
  theme: DefaultTheme,
  tone: NodeTone,
): { edge: string; text: string; surface: string } {
  switch (tone) {
    case 'success':
      return {
        edge: theme.color.success,
        text: theme.color.successText,
        surface: theme.color.successSurface,
      };
    case 'warning':
      return {
        edge: theme.color.warning,
        text: theme.color.warningText,
        surface: theme.color.warningSurface,
      };
    case 'danger':
      return {
        edge: theme.color.danger,
        text: theme.color.dangerText,
        surface: theme.color.dangerSurface,
      };
    default:
      return {
        edge: theme.color.borderStrong,
        text: theme.color.textMuted,
        surface: theme.color.surface,
      };
  }
}
