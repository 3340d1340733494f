// Tables for the foundations pages, rendered from the generated token catalogue (never
// hand-copied values). Each swatch shows the value of the light and of the dark mode.
import type { ReactNode } from 'react';
import { TEXT_PAIRS, ThemeProvider, contrastRatio, tokenCatalogue } from '../../src/shared/theme';
import type { TokenEntry } from '../../src/shared/theme';

const cell = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--mp-color-border)',
  verticalAlign: 'middle',
} as const;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <ThemeProvider withGlobalStyle={false}>
      <table
        style={{
          borderCollapse: 'collapse',
          width: '100%',
          fontSize: 13,
          fontFamily: 'var(--mp-font-family-base)',
        }}
      >
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} style={{ ...cell, textAlign: 'left' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ThemeProvider>
  );
}

const isHex = (v: string) => /^#[0-9a-f]{6}$/i.test(v);

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        style={{
          width: 28,
          height: 28,
          borderRadius: 4,
          background: value,
          border: '1px solid rgba(0,0,0,0.15)',
        }}
      />
      <code>{value}</code>
    </span>
  );
}

export function ColourTable({ group }: { group: 'palette' | 'brand' | 'semantic' }) {
  const rows = tokenCatalogue.filter((t) => t.group === group && t.type === 'color');
  return (
    <Table head={['Token', 'Light', 'Dark', 'Note']}>
      {rows.map((t) => (
        <tr key={t.name}>
          <td style={cell}>
            <code>{t.name}</code>
          </td>
          <td style={cell}>
            <Swatch value={t.light} />
          </td>
          <td style={cell}>
            <Swatch value={t.dark} />
          </td>
          <td style={cell}>{t.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Contrast of the theme's text pairs (TEXT_PAIRS, which the token build checks), per mode. */
export function ContrastTable() {
  const byName = new Map(
    tokenCatalogue.map((t) => [t.name.replace('--mp-color-', ''), t] as const),
  );
  const ratio = (fg: TokenEntry | undefined, bg: TokenEntry | undefined, mode: 'light' | 'dark') =>
    fg && bg && isHex(fg[mode]) && isHex(bg[mode])
      ? contrastRatio(fg[mode], bg[mode]).toFixed(2)
      : 'n/a';
  return (
    <Table head={['Text', 'On', 'Light', 'Dark']}>
      {TEXT_PAIRS.map(([fg, bg]) => (
        <tr key={`${fg}-${bg}`}>
          <td style={cell}>
            <code>{fg}</code>
          </td>
          <td style={cell}>
            <code>{bg}</code>
          </td>
          <td style={cell}>{ratio(byName.get(fg), byName.get(bg), 'light')}</td>
          <td style={cell}>{ratio(byName.get(fg), byName.get(bg), 'dark')}</td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeScale() {
  const sizes = tokenCatalogue.filter((t) => t.path.startsWith('font.size.'));
  const other = tokenCatalogue.filter(
    (t) => t.path.startsWith('font.') && !t.path.startsWith('font.size.'),
  );
  return (
    <>
      <Table head={['Token', 'Value', 'Sample']}>
        {sizes.map((t) => (
          <tr key={t.name}>
            <td style={cell}>
              <code>{t.name}</code>
            </td>
            <td style={cell}>{t.light}</td>
            <td style={{ ...cell, fontSize: `var(${t.name})` }}>Owed balance 1,234,567.50</td>
          </tr>
        ))}
      </Table>
      <Table head={['Token', 'Value']}>
        {other.map((t) => (
          <tr key={t.name}>
            <td style={cell}>
              <code>{t.name}</code>
            </td>
            <td style={cell}>{t.light}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function SpacingScale() {
  const rows = tokenCatalogue.filter(
    (t) => t.group === 'space' || t.group === 'radius' || t.group === 'elevation',
  );
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {rows.map((t) => (
        <tr key={t.name}>
          <td style={cell}>
            <code>{t.name}</code>
          </td>
          <td style={cell}>
            <code>{t.light}</code>
          </td>
          <td style={cell}>
            {t.group === 'space' ? (
              <span
                style={{
                  display: 'inline-block',
                  height: 12,
                  width: `var(${t.name})`,
                  background: 'var(--mp-color-primary)',
                }}
              />
            ) : null}
            {t.group === 'radius' ? (
              <span
                style={{
                  display: 'inline-block',
                  height: 32,
                  width: 56,
                  borderRadius: `var(${t.name})`,
                  border: '2px solid var(--mp-color-primary)',
                }}
              />
            ) : null}
            {t.group === 'elevation' ? (
              <span
                style={{
                  display: 'inline-block',
                  height: 32,
                  width: 56,
                  boxShadow: `var(${t.name})`,
                  background: 'var(--mp-color-surface)',
                }}
              />
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function MotionTable() {
  const rows = tokenCatalogue.filter((t) => t.group === 'motion' || t.group === 'z');
  return (
    <Table head={['Token', 'Value', 'Use']}>
      {rows.map((t) => (
        <tr key={t.name}>
          <td style={cell}>
            <code>{t.name}</code>
          </td>
          <td style={cell}>
            <code>{t.light}</code>
          </td>
          <td style={cell}>{t.description}</td>
        </tr>
      ))}
    </Table>
  );
}
