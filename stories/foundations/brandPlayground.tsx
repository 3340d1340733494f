// The brand playground's parts (BrandPlayground.stories.tsx): the brand bar (the real PortalBrand
// in the playground's branding), the live contrast table, and inBrand(), which shows a screen's
// existing story (its render, args, handlers, decorators) inside the playground's brand.
import { createElement, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { combineParameters } from 'storybook/preview-api';
import { BrandingContext } from '../../src/app/branding';
import { PortalBrand } from '../../src/app/shell/PortalBrand';
import {
  AA_TEXT,
  TEXT_PAIRS,
  contrastRatio,
  normaliseHex,
  resolveBranding,
} from '../../src/shared/theme';
import { brandingOfArgs } from '../../src/testing/storybook';
import type { BrandArgs } from '../../src/testing/storybook';

/** The colours as chosen, before applyBranding adjusts them: the rows that flag a poor choice. */
export const CHOSEN_PAIRS: ReadonlyArray<readonly [string, string]> = [
  // The text colour on the fill as chosen (applyBranding darkens or lightens a fill that fails).
  ['on-primary', 'brand-primary'],
  ['on-secondary', 'brand-secondary'],
  // The chosen primary as text on the surface (the portal shows the adjusted `link` instead).
  ['brand-primary', 'surface'],
];

/** The pairs the table checks: every text pair of the theme (TEXT_PAIRS, which the token build
 * checks too), then the chosen colours. */
export const PLAYGROUND_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ...TEXT_PAIRS,
  ...CHOSEN_PAIRS,
];

export interface ContrastRow {
  pair: string;
  foreground: string | null;
  background: string | null;
  ratio: number | null;
  passes: boolean;
}

/** `brand-*` are the colours as chosen (--mp-brand-primary/secondary); the others are color tokens. */
const cssVariable = (token: string) =>
  token.startsWith('brand-') ? `--mp-${token}` : `--mp-color-${token}`;

/** Each pair's contrast from the CSS variables as `read` finds them (the colours applied now). */
export function contrastRows(read: (name: string) => string): ContrastRow[] {
  return PLAYGROUND_PAIRS.map(([fg, bg]) => {
    const foreground = normaliseHex(read(cssVariable(fg)));
    const background = normaliseHex(read(cssVariable(bg)));
    const ratio = foreground && background ? contrastRatio(foreground, background) : null;
    return {
      pair: `${fg} on ${bg}`,
      foreground,
      background,
      ratio,
      passes: ratio !== null && ratio >= AA_TEXT,
    };
  });
}

const cell = {
  padding: '2px 8px',
  borderBottom: '1px solid var(--mp-color-border)',
  textAlign: 'left',
} as const;

/** The two colours of a pair side by side, without text (a failing pair must not fail axe). */
function Swatch({ row }: { row: ContrastRow }) {
  const box = (colour: string | null) => (
    <span
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        verticalAlign: 'middle',
        background: colour ?? 'transparent',
        border: '1px solid var(--mp-color-border-strong)',
      }}
    />
  );
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', gap: 2 }}>
      {box(row.foreground)}
      {box(row.background)}
    </span>
  );
}

/**
 * The contrast of every pair, read from the document after the theme frame has applied the
 * brand and the mode (an effect runs after the decorators' layout effects); `watch` changes
 * whenever they may have.
 */
export function ContrastTable({ watch, mode }: { watch: string; mode: string }) {
  const [rows, setRows] = useState<ContrastRow[]>([]);
  useEffect(() => {
    const style = getComputedStyle(document.body);
    // Reading what the decorators applied to the DOM: an outside system, synchronised here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRows(contrastRows((name) => style.getPropertyValue(name)));
  }, [watch]);
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 12, lineHeight: 1.4, marginTop: 12 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        Contrast of the theme&apos;s text pairs ({mode}), AA is {AA_TEXT}:1
      </caption>
      <thead>
        <tr>
          {['Pair', 'Colours', 'Foreground', 'Background', 'Ratio', 'AA'].map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pair} data-aa={row.passes ? 'pass' : 'fail'}>
            <td style={cell}>
              <code>{row.pair}</code>
            </td>
            <td style={cell}>
              <Swatch row={row} />
            </td>
            <td style={cell}>
              <code>{row.foreground ?? 'n/a'}</code>
            </td>
            <td style={cell}>
              <code>{row.background ?? 'n/a'}</code>
            </td>
            <td style={cell}>{row.ratio === null ? 'n/a' : row.ratio.toFixed(2)}</td>
            <td
              style={{
                ...cell,
                fontWeight: 600,
                color: `var(--mp-color-${row.passes ? 'success' : 'danger'}-text)`,
              }}
            >
              {row.passes ? 'pass' : 'fail'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The playground's branding for what is inside (usePortalName, useBranding) and its brand bar. */
export function BrandFrame({ brand, children }: { brand: BrandArgs; children: ReactNode }) {
  return (
    <BrandingContext value={resolveBranding(brandingOfArgs(brand))}>
      <div
        data-brand-bar=""
        style={{
          padding: '8px 16px 0',
          marginBottom: 16,
          background: 'var(--mp-color-surface)',
          borderBottom: '3px solid var(--mp-color-primary)',
        }}
      >
        <PortalBrand />
      </div>
      {children}
    </BrandingContext>
  );
}

const brandOf = ({ primaryColor, secondaryColor, logo, portalName }: BrandArgs): BrandArgs => ({
  primaryColor,
  secondaryColor,
  logo,
  portalName,
});

/** Puts the brand bar above the story (the outermost of the story's own decorators). */
export const withBrandBar: Decorator = (Story, { args }) => (
  <BrandFrame brand={brandOf(args as unknown as BrandArgs)}>
    <Story />
  </BrandFrame>
);

/** What inBrand reads of a screen's story file and story (any CSF 3 meta and story). */
interface StoryParts {
  component?: unknown;
  render?: unknown;
  args?: object;
  parameters?: Record<string, unknown>;
  decorators?: unknown;
  loaders?: unknown;
  beforeEach?: unknown;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

type ScreenStory = StoryObj<ComponentType<BrandArgs>>;

/**
 * A screen's existing story in the playground's brand: its render (or its component), args,
 * parameters (MSW handlers, router, screenshot), decorators, loaders and beforeEach, with the
 * brand bar around it; `check` is the play function (the screen's own play may click through it).
 */
export function inBrand(
  meta: StoryParts,
  story: StoryParts,
  check: (canvasElement: HTMLElement, args: BrandArgs) => Promise<void>,
): ScreenStory {
  const component = meta.component as ComponentType<object>;
  const render = (story.render ??
    meta.render ??
    ((args: object) => createElement(component, args))) as ScreenStory['render'];
  return {
    render,
    args: { ...meta.args, ...story.args } as ScreenStory['args'],
    parameters: combineParameters(meta.parameters ?? {}, story.parameters ?? {}),
    decorators: [
      ...list(story.decorators),
      ...list(meta.decorators),
      withBrandBar,
    ] as ScreenStory['decorators'],
    loaders: [...list(meta.loaders), ...list(story.loaders)] as ScreenStory['loaders'],
    beforeEach: [...list(meta.beforeEach), ...list(story.beforeEach)] as ScreenStory['beforeEach'],
    play: ({ canvasElement, args }) => check(canvasElement, args),
  };
}
