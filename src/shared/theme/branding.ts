// Run-time branding from GET /api/custom-template-details: the deployment's primary and
// secondary colours replace the brand CSS variables, with hover/active shades and text colours
// derived so that text keeps WCAG AA (4.5:1). Logos, favicons and the portal name are returned
// for the shell to use.
import { brandTextOn, deriveBrandColour, normaliseHex } from './colour';
import type { BrandColour } from './colour';
import { brandDefaults, modeSurfaces } from './tokens';

/** The branding settings of spec 1 (all optional: a failed fetch means empty branding). */
export interface Branding {
  portalName?: string | null;
  brandLogoLight?: string | null;
  brandLogoDark?: string | null;
  faviconLogoLight?: string | null;
  faviconLogoDark?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

export interface ResolvedBranding {
  portalName: string | null;
  logos: { light: string | null; dark: string | null };
  favicons: { light: string | null; dark: string | null };
  primary: BrandColour;
  secondary: BrandColour;
  /** The primary colour as readable text (links, focus ring) per mode. */
  link: { light: string; dark: string };
  /** CSS variable name -> value, for :root and for .theme-dark. */
  variables: { root: Record<string, string>; dark: Record<string, string> };
}

export const BRANDING_STYLE_ID = 'mp-branding';

function linkOn(colour: string, mode: 'light' | 'dark'): string {
  const s = modeSurfaces[mode];
  return brandTextOn(brandTextOn(brandTextOn(colour, s.surface), s.background), s.raised);
}

/** Pure: works out every brand variable from the settings (invalid colours fall back to the defaults). */
export function resolveBranding(branding: Branding | null | undefined = {}): ResolvedBranding {
  const b = branding ?? {};
  const primaryHex = normaliseHex(b.primaryColor) ?? normaliseHex(brandDefaults.primaryColor)!;
  const secondaryHex =
    normaliseHex(b.secondaryColor) ?? normaliseHex(brandDefaults.secondaryColor)!;
  const primary = deriveBrandColour(primaryHex);
  const secondary = deriveBrandColour(secondaryHex);
  const link = { light: linkOn(primaryHex, 'light'), dark: linkOn(primaryHex, 'dark') };
  const root: Record<string, string> = {
    '--mp-brand-primary': primaryHex,
    '--mp-brand-secondary': secondaryHex,
    '--mp-color-primary': primary.base,
    '--mp-color-primary-hover': primary.hover,
    '--mp-color-primary-active': primary.active,
    '--mp-color-on-primary': primary.on,
    '--mp-color-secondary': secondary.base,
    '--mp-color-secondary-hover': secondary.hover,
    '--mp-color-secondary-active': secondary.active,
    '--mp-color-on-secondary': secondary.on,
    '--mp-color-link': link.light,
    '--mp-color-focus-ring': link.light,
  };
  const dark = { '--mp-color-link': link.dark, '--mp-color-focus-ring': link.dark };
  return {
    portalName: b.portalName || null,
    logos: { light: b.brandLogoLight || null, dark: b.brandLogoDark || null },
    favicons: { light: b.faviconLogoLight || null, dark: b.faviconLogoDark || null },
    primary,
    secondary,
    link,
    variables: { root, dark },
  };
}

/** The style sheet text that overrides the generated defaults (doubled selectors win over tokens.css). */
export function brandingCss(resolved: ResolvedBranding): string {
  const decl = (vars: Record<string, string>) =>
    Object.entries(vars)
      .map(([k, v]) => `  ${k}: ${v};`)
      .join('\n');
  return `:root:root,\n.theme-light.theme-light {\n${decl(resolved.variables.root)}\n}\n.theme-dark.theme-dark {\n${decl(resolved.variables.dark)}\n}\n`;
}

/**
 * Applies the branding colours to the document (one <style id="mp-branding"> in <head>,
 * replaced on each call) and returns the resolved values for the shell (logos, favicons, name).
 */
export function applyBranding(
  branding: Branding | null | undefined,
  doc: Document = document,
): ResolvedBranding {
  const resolved = resolveBranding(branding);
  let style = doc.getElementById(BRANDING_STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = BRANDING_STYLE_ID;
    doc.head.appendChild(style);
  }
  style.textContent = brandingCss(resolved);
  return resolved;
}

/** Back to the generated defaults. */
export function resetBranding(doc: Document = document): void {
  doc.getElementById(BRANDING_STYLE_ID)?.remove();
}
