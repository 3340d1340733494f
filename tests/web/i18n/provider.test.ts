// I18nProvider renders English at once, waits for a lazily loaded language, and hands the
// locale to useLanguage(); rendered on the server side of react-dom, so no DOM is needed.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { I18nProvider, commonMessages, useLanguage } from '../../../src/shared/i18n';

function Probe(): ReactNode {
  const { locale } = useLanguage();
  const intl = useIntl();
  // JSX screens use <FormattedMessage {...message} values={...} />; createElement cannot infer its
  // generic props, so the probe formats through the hook.
  return createElement('p', null, `${locale}|${intl.locale}|${intl.formatMessage(commonMessages.showingEntries, { from: 1, to: 10, total: 12 })}`);
}

describe('I18nProvider', () => {
  it('renders English messages without waiting', () => {
    const html = renderToString(createElement(I18nProvider, { locale: 'en' }, createElement(Probe)));
    expect(html).toContain('en|en|Showing 1 to 10 of 12 entries');
  });

  it('shows the fallback while another language loads', () => {
    const html = renderToString(
      createElement(I18nProvider, { locale: 'fr', fallback: createElement('span', null, 'loading') }, createElement(Probe)),
    );
    expect(html).toBe('<span>loading</span>');
  });

  it('uses the stored language when none is forced (en without a browser)', () => {
    const html = renderToString(createElement(I18nProvider, null, createElement(Probe)));
    expect(html).toContain('en|en|');
  });
});
