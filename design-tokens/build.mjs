// Builds the design tokens (DTCG JSON files in this folder) into generated/:
//   tokens.css     CSS variables: `:root, .theme-light { ... }` and `.theme-dark { ... }`
//   theme.ts       the typed styled-components theme, every value a `var(--mp-...)` reference
//   catalogue.ts   every token with its CSS variable and resolved values per mode (the
//                  Storybook foundations pages render from it)
// Usage: node design-tokens/build.mjs [--check]   (--check fails when generated/ is stale)
// Style Dictionary 5 needs Node 22, so this is a small build of our own.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveBrandColour, brandTextOn, contrastRatio } from './colour.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'generated');
const PREFIX = 'mp';

const read = (name) => JSON.parse(readFileSync(join(here, name), 'utf8'));
const palette = read('palette.tokens.json');
const brand = read('brand.tokens.json');
const scale = read('scale.tokens.json');
const light = read('semantic.light.tokens.json');
const dark = read('semantic.dark.tokens.json');

/** Walks a DTCG tree and yields { path, token, type } for every token, inheriting $type. */
function* walk(node, path = [], inheritedType) {
  const type = node.$type ?? inheritedType;
  if (Object.hasOwn(node, '$value')) {
    yield { path, token: node, type };
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$') || child === null || typeof child !== 'object') continue;
    yield* walk(child, [...path, key], type);
  }
}

const list = (tree) => [...walk(tree)];
const byPath = new Map();
for (const t of [...list(palette), ...list(brand), ...list(scale), ...list(light)])
  byPath.set(t.path.join('.'), t);

function resolve(value, own = byPath, seen = new Set()) {
  if (typeof value === 'string') {
    const m = /^\{([^}]+)\}$/.exec(value);
    if (m) {
      const ref = m[1];
      if (seen.has(ref)) throw new Error(`circular token reference ${ref}`);
      const target = own.get(ref) ?? byPath.get(ref);
      if (!target) throw new Error(`unknown token reference {${ref}}`);
      return resolve(target.token.$value, own, new Set([...seen, ref]));
    }
  }
  return value;
}

function css(value, type) {
  if (type === 'fontFamily' && Array.isArray(value))
    return value.map((f) => (/\s/.test(f) ? `"${f}"` : f)).join(', ');
  if (type === 'duration' && typeof value === 'object') return `${value.value}${value.unit}`;
  if (type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (type === 'shadow' && typeof value === 'object') {
    const shadows = Array.isArray(value) ? value : [value];
    return shadows
      .map((s) => `${s.offsetX} ${s.offsetY} ${s.blur} ${s.spread} ${s.color}`)
      .join(', ');
  }
  return String(value);
}

const varName = (path) => `--${PREFIX}-${path.join('-')}`;
const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function rows(tree, own) {
  return list(tree).map(({ path, token, type }) => ({
    path,
    type,
    name: varName(path),
    value: css(resolve(token.$value, own), type),
    description: token.$description ?? '',
  }));
}

const paletteRows = rows(palette);
const scaleRows = rows(scale);
const lightOwn = new Map(list(light).map((t) => [t.path.join('.'), t]));
const darkOwn = new Map(list(dark).map((t) => [t.path.join('.'), t]));
const lightRows = rows(light, lightOwn);
const darkRows = rows(dark, darkOwn);

// Light and dark must name the same tokens.
const lightNames = lightRows
  .map((r) => r.name)
  .sort()
  .join();
const darkNames = darkRows
  .map((r) => r.name)
  .sort()
  .join();
if (lightNames !== darkNames)
  throw new Error('semantic.light and semantic.dark must define the same tokens');

// Brand: the defaults and everything derived from them (the same rules as applyBranding).
const primaryDefault = resolve(brand.brand.primary.$value);
const secondaryDefault = resolve(brand.brand.secondary.$value);
const valueOf = (rowsOfMode, name) =>
  rowsOfMode.find((r) => r.path.join('-') === `color-${name}`).value;
const surfaces = {
  light: {
    surface: valueOf(lightRows, 'surface'),
    background: valueOf(lightRows, 'background'),
    raised: valueOf(lightRows, 'surface-raised'),
  },
  dark: {
    surface: valueOf(darkRows, 'surface'),
    background: valueOf(darkRows, 'background'),
    raised: valueOf(darkRows, 'surface-raised'),
  },
};

/** Brand variables of :root (mode-independent fills) and per mode (text on surfaces). */
function brandVariables(primary, secondary) {
  const p = deriveBrandColour(primary);
  const s = deriveBrandColour(secondary);
  const fills = {
    'brand-primary': primary,
    'brand-secondary': secondary,
    'color-primary': p.base,
    'color-primary-hover': p.hover,
    'color-primary-active': p.active,
    'color-on-primary': p.on,
    'color-secondary': s.base,
    'color-secondary-hover': s.hover,
    'color-secondary-active': s.active,
    'color-on-secondary': s.on,
  };
  const perMode = (mode) => {
    const { surface, background, raised } = surfaces[mode];
    let link = brandTextOn(primary, surface);
    link = brandTextOn(link, background);
    link = brandTextOn(link, raised);
    return { 'color-link': link, 'color-focus-ring': link };
  };
  return { fills, light: perMode('light'), dark: perMode('dark') };
}
const brandDefault = brandVariables(primaryDefault, secondaryDefault);

const brandRow = (key, value, description) => ({
  path: [key.slice(0, key.indexOf('-')), key.slice(key.indexOf('-') + 1)],
  type: 'color',
  name: `--${PREFIX}-${key}`,
  value,
  description,
});
const brandFillRows = Object.entries(brandDefault.fills).map(([k, v]) =>
  brandRow(k, v, k.startsWith('brand') ? 'brand default' : 'derived from the brand'),
);
const brandLightRows = Object.entries(brandDefault.light).map(([k, v]) =>
  brandRow(k, v, 'brand colour readable on the surfaces of the mode'),
);
const brandDarkRows = Object.entries(brandDefault.dark).map(([k, v]) =>
  brandRow(k, v, 'brand colour readable on the surfaces of the mode'),
);

// Contrast self-check of the semantic pairs that carry text; a failing pair breaks the build.
const pairs = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text-muted', 'surface'],
  ['text-muted', 'background'],
  ['text-muted', 'surface-sunken'],
  ['on-success', 'success'],
  ['on-warning', 'warning'],
  ['on-danger', 'danger'],
  ['on-info', 'info'],
  ['success-text', 'success-surface'],
  ['warning-text', 'warning-surface'],
  ['danger-text', 'danger-surface'],
  ['info-text', 'info-surface'],
  ['success-text', 'surface'],
  ['warning-text', 'surface'],
  ['danger-text', 'surface'],
  ['info-text', 'surface'],
];
for (const [mode, modeRows] of [
  ['light', lightRows],
  ['dark', darkRows],
]) {
  for (const [fg, bg] of pairs) {
    const ratio = contrastRatio(valueOf(modeRows, fg), valueOf(modeRows, bg));
    if (ratio < 4.5)
      throw new Error(`${mode}: ${fg} on ${bg} has contrast ${ratio.toFixed(2)} (< 4.5)`);
  }
}

// ---- tokens.css
const block = (selector, rs) =>
  `${selector} {\n${rs.map((r) => `  ${r.name}: ${r.value};`).join('\n')}\n}\n`;
const header = (comment) =>
  `/* Generated by design-tokens/build.mjs from the DTCG files in design-tokens/. Do not edit. ${comment} */\n`;
const tokensCss =
  header('Light is the default (:root); the body class theme-dark switches to dark.') +
  block(':root,\n.theme-light', [
    ...paletteRows,
    ...scaleRows,
    ...brandFillRows,
    ...brandLightRows,
    ...lightRows,
  ]) +
  '\n' +
  block('.theme-dark', [...brandDarkRows, ...darkRows]) +
  '\n' +
  `.theme-light {\n  color-scheme: light;\n}\n\n.theme-dark {\n  color-scheme: dark;\n}\n`;

// ---- theme.ts
function tree(rs, skip = 0) {
  const root = {};
  for (const r of rs) {
    let node = root;
    const keys = r.path.slice(skip).map(camel);
    keys.forEach((k, i) => {
      if (i === keys.length - 1) node[k] = `var(${r.name})`;
      else node = node[k] ??= {};
    });
  }
  return root;
}
const themeObject = {
  color: {
    ...tree(
      brandFillRows.filter((r) => r.path[0] === 'color'),
      1,
    ),
    ...tree(brandLightRows, 1),
    ...tree(lightRows, 1),
  },
  brand: tree(
    brandFillRows.filter((r) => r.path[0] === 'brand'),
    1,
  ),
  palette: tree(paletteRows, 1),
  ...tree(scaleRows),
};
const literal = (obj, indent = '  ') =>
  `{\n${Object.entries(obj)
    .map(
      ([k, v]) =>
        `${indent}${/^[a-zA-Z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${typeof v === 'object' ? literal(v, indent + '  ') : JSON.stringify(v)},`,
    )
    .join('\n')}\n${indent.slice(2)}}`;

const durationMs = Object.fromEntries(
  list(scale.motion.duration).map(({ path, token }) => [camel(path.join('-')), token.$value.value]),
);
const zIndex = Object.fromEntries(
  list(scale.z).map(({ path, token }) => [camel(path.join('-')), token.$value]),
);

const themeTs = `// Generated by design-tokens/build.mjs. Do not edit: change the token files and run npm run tokens:build.
// Every value is a CSS variable reference, so mode and brand switch without re-rendering styles.

export const theme = ${literal(themeObject)} as const;

export type Theme = typeof theme;

/** Motion durations in milliseconds, for timers that must match the CSS transitions. */
export const durationMs = ${literal(durationMs)} as const;

/** Layer order as numbers (the CSS variables --${PREFIX}-z-* hold the same values). */
export const zIndex = ${literal(zIndex)} as const;

/** The brand defaults of the spec, used when the branding settings carry no colour. */
export const brandDefaults = ${literal({ primaryColor: primaryDefault, secondaryColor: secondaryDefault })} as const;

/** The literal surface colours of each mode: run-time branding checks text contrast against them. */
export const modeSurfaces = ${literal(surfaces)} as const;
`;

// ---- catalogue.ts
const entry = (r, values) => ({
  name: r.name,
  path: r.path.join('.'),
  type: r.type,
  description: r.description,
  ...values,
});
const darkByName = new Map([...darkRows, ...brandDarkRows].map((r) => [r.name, r.value]));
const catalogue = [
  ...paletteRows.map((r) => entry(r, { group: 'palette', light: r.value, dark: r.value })),
  ...brandFillRows.map((r) => entry(r, { group: 'brand', light: r.value, dark: r.value })),
  ...brandLightRows.map((r) =>
    entry(r, { group: 'brand', light: r.value, dark: darkByName.get(r.name) }),
  ),
  ...lightRows.map((r) =>
    entry(r, { group: 'semantic', light: r.value, dark: darkByName.get(r.name) }),
  ),
  ...scaleRows.map((r) => entry(r, { group: r.path[0], light: r.value, dark: r.value })),
];
const catalogueTs = `// Generated by design-tokens/build.mjs. Do not edit.
// Every token with its CSS variable and resolved value per mode, for documentation pages.

export interface TokenEntry {
  name: string;
  path: string;
  type: string;
  group: string;
  description: string;
  light: string;
  dark: string;
}

export const tokenCatalogue: readonly TokenEntry[] = ${JSON.stringify(catalogue, null, 2)};
`;

const files = { 'tokens.css': tokensCss, 'theme.ts': themeTs, 'catalogue.ts': catalogueTs };

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([name, text]) => {
    const file = join(out, name);
    return !existsSync(file) || readFileSync(file, 'utf8') !== text;
  });
  if (stale.length) {
    console.error(
      `design-tokens/generated is stale (${stale.map(([n]) => n).join(', ')}): run npm run tokens:build`,
    );
    process.exit(1);
  }
  console.log('design-tokens/generated is up to date');
} else {
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(
    `design tokens built: ${Object.keys(files)
      .map((n) => `generated/${n}`)
      .join(', ')}`,
  );
}
