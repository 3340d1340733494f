import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  deriveBrandColour,
  ensureContrast,
  mix,
  normaliseHex,
  readableText,
} from '../../../src/shared/theme/colour';
import { resolveBranding, brandingCss } from '../../../src/shared/theme/branding';

describe('colour maths', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('normalises hex colours and rejects garbage', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('9c0d1b')).toBe('#9c0d1b');
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex(undefined)).toBeNull();
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#ffffff', 0)).toBe('#123456');
  });

  it('picks white or near-black text by contrast', () => {
    expect(readableText('#9c0d1b')).toBe('#ffffff');
    expect(readableText('#f2c200')).toBe('#14161b');
    expect(readableText('#E4E6EF')).toBe('#14161b');
  });

  it('ensureContrast moves a colour until it passes', () => {
    const fixed = ensureContrast('#f2c200', '#ffffff');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#9c0d1b', '#ffffff')).toBe('#9c0d1b');
  });

  it.each([
    '#9c0d1b',
    '#0b5fa5',
    '#f2c200',
    '#777777',
    '#ffffff',
    '#000000',
    '#00ff00',
    '#E4E6EF',
    '#ff6600',
  ])('brand %s yields AA text on its fill, hover and active', (brand) => {
    const c = deriveBrandColour(brand);
    for (const fill of [c.base, c.hover, c.active])
      expect(contrastRatio(fill, c.on)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps an already readable brand colour unchanged and shades hover/active', () => {
    const c = deriveBrandColour('#9c0d1b');
    expect(c.base).toBe('#9c0d1b');
    expect(c.on).toBe('#ffffff');
    expect(c.hover).not.toBe(c.base);
    expect(c.active).not.toBe(c.hover);
  });

  it('darkens a mid-grey that fails with both text colours', () => {
    const c = deriveBrandColour('#777777');
    expect(c.base).not.toBe('#777777');
    expect(c.ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('branding', () => {
  it('falls back to the spec defaults on empty or invalid branding', () => {
    expect(resolveBranding({}).variables.root['--mp-color-primary']).toBe('#9c0d1b');
    expect(resolveBranding(null).variables.root['--mp-brand-secondary']).toBe('#e4e6ef');
    expect(
      resolveBranding({ primaryColor: 'not-a-colour' }).variables.root['--mp-brand-primary'],
    ).toBe('#9c0d1b');
  });

  it('derives readable button text and links for a poor-contrast brand (Citrus)', () => {
    const b = resolveBranding({
      primaryColor: '#f2c200',
      portalName: 'Citrus Cards',
      brandLogoDark: '/dark.svg',
    });
    expect(b.variables.root['--mp-color-on-primary']).toBe('#14161b');
    expect(contrastRatio(b.link.light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(b.link.dark, '#1b1d24')).toBeGreaterThanOrEqual(4.5);
    expect(b.portalName).toBe('Citrus Cards');
    expect(b.logos).toEqual({ light: null, dark: '/dark.svg' });
  });

  it('writes CSS for :root and the dark body class', () => {
    const css = brandingCss(resolveBranding({ primaryColor: '#0b5fa5' }));
    expect(css).toContain('--mp-color-primary: #0b5fa5;');
    expect(css).toMatch(/\.theme-dark\.theme-dark \{[^}]*--mp-color-link/);
  });
});
