// The sanitising of a portal document's HTML (sanitize-html, server/modules/documents/document-html.ts): no
// script, no event handler, no javascript: URL, however it is spelled; harmless markup is kept.
import { describe, expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { documentHtmlOptions, hasVisibleContent } from '../../../server/modules/documents/document-html';

const sanitiseHtml = (html: string) => sanitizeHtml(html, documentHtmlOptions);

describe('the HTML sanitiser of portal documents', () => {
  it('keeps harmless markup as it is', () => {
    const html = '<h3>Stock take</h3><p>On <strong>Friday</strong> <em>28 November</em>, see <a href="https://example.com/a?b=1&amp;c=2">the list</a>.</p>'
      + '<ul><li>one</li><li>two</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><p style="color: red">red</p><img src="/logo.png" alt="logo"><br>';
    // As sanitize-html writes it: void elements as <br />, style as property:value, &nbsp; as the character itself.
    expect(sanitiseHtml(html)).toBe(html.replace('style="color: red"', 'style="color:red"').replace('alt="logo">', 'alt="logo" />').replace('<br>', '<br />'));
    expect(sanitiseHtml('Prices &amp; terms &lt;2026&gt; &nbsp;')).toBe('Prices &amp; terms &lt;2026&gt; \u00a0');
  });

  it('removes script elements with their content, and other executable or foreign elements', () => {
    expect(sanitiseHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitiseHtml('<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >x')).toBe('x');
    expect(sanitiseHtml('<p>a<script>never closed')).toBe('<p>a</p>');
    expect(sanitiseHtml('<svg onload="alert(1)"><script>alert(1)</script><p>in svg</p></svg><p>after</p>')).toBe('<p>after</p>');
    expect(sanitiseHtml('<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><style>p{}</style>text')).toBe('text');
    expect(sanitiseHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitiseHtml('<!-- <script>alert(1)</script> --><p>c</p>')).toBe('<p>c</p>');
    expect(sanitiseHtml('<form action="https://evil.example"><input value="x"><button>Go</button>kept</form>')).toBe('kept');
  });

  it('removes every on* attribute', () => {
    expect(sanitiseHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png" alt="" />');
    expect(sanitiseHtml('<p onclick="x()" ONMOUSEOVER=y() class="note">t</p>')).toBe('<p class="note">t</p>');
    expect(sanitiseHtml('<a href="/x"/onclick=alert(1)>t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitiseHtml('<p title="&quot; onclick=&quot;alert(1)">t</p>')).toBe('<p title="&quot; onclick=&quot;alert(1)">t</p>');
  });

  it('removes javascript:, vbscript: and data: URLs however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', 'javascript&colon;alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitiseHtml('<img src="javascript:alert(1)">')).toBe('<img alt="" />');
    expect(sanitiseHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img alt="" />');
    expect(sanitiseHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />');
    expect(sanitiseHtml('<p style="background: url(javascript:alert(1)); color: blue">x</p>')).toBe('<p style="color:blue">x</p>');
    expect(sanitiseHtml('<a href="mailto:support@example.com" target="_blank">m</a>')).toBe('<a href="mailto:support@example.com" target="_blank" rel="noopener noreferrer">m</a>');
  });

  it('gives an image without alt an empty one, so that screen readers skip it (walkthrough defect); a given alt stays', () => {
    expect(sanitiseHtml('<p><img src="/stock.png"></p>')).toBe('<p><img src="/stock.png" alt="" /></p>');
    expect(sanitiseHtml('<img src="/stock.png" alt="Stock take">')).toBe('<img src="/stock.png" alt="Stock take" />');
    expect(sanitiseHtml('<img alt src="/stock.png">')).toBe('<img alt="" src="/stock.png" />');
  });

  it('balances the elements it keeps', () => {
    expect(sanitiseHtml('<div><p>open')).toBe('<div><p>open</p></div>');
    // A stray </p> is an empty paragraph, as a browser reads it (htmlparser2 follows the HTML rules).
    expect(sanitiseHtml('</p>stray</div><b>x')).toBe('<p></p>stray<b>x</b>');
  });

  it('tells content that shows from markup alone', () => {
    expect(hasVisibleContent(sanitiseHtml('<script>alert(1)</script>'))).toBe(false);
    expect(hasVisibleContent(sanitiseHtml('<p> &nbsp; </p>'))).toBe(false);
    expect(hasVisibleContent(sanitiseHtml('<p>hi</p>'))).toBe(true);
    expect(hasVisibleContent(sanitiseHtml('<img src="/a.png">'))).toBe(true);
  });
});
