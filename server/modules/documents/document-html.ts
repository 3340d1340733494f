// What a portal document's HTML (a notice, the contact-us text) may hold, as sanitize-html options:
// the service sanitises it when provider staff save it, so that no notice can ever carry a script
// to the merchants who read it (the client sanitises again with DOMPurify, src/shared/ui/SafeHtml).
//
// Allowed: text formatting, lists, tables, links and images, with the attributes listed (no on*
// attribute), URLs with http, https, mailto or tel (images: http, https or a PNG, JPEG, GIF or
// WebP data URL; sanitize-html judges the scheme on the decoded value without the controls and
// blanks a browser ignores), style limited to colours, alignment and font properties without
// url() or expression(). Elements whose content is code or a foreign document (script, style,
// iframe, svg, ...) go with their content; other unknown elements (font, center, form, ...) go
// and their text stays. sanitize-html (on htmlparser2) writes the output afresh from its parse:
// text and attribute values escaped, end tags balanced, void elements written `<br />`, kept
// style declarations as `property:value` (postcss). An image without alt gets alt="".
import type { Attributes, IOptions } from 'sanitize-html';

/** Attributes every kept element may carry. */
const GLOBAL_ATTRIBUTES = ['class', 'title', 'style', 'dir', 'lang'];

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'svg', 'math', 'textarea', 'select', 'option', 'title', 'head', 'xmp', 'plaintext', 'listing', 'audio', 'video',
  'canvas', 'button',
];

const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
/** What a browser ignores in a URL's scheme: controls, blanks. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff]/g;

/** A style value kept: colours, lengths, keywords; no url(), expression() or escapes. */
const SAFE_STYLE_VALUE = /^(?!.*(?:url|expression))[#a-z0-9\s.,%()-]+$/i;
const STYLE_PROPERTIES = ['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'font-size', 'text-decoration', 'margin-left', 'padding-left'];

/** Attributes whose value is a small count or size. */
const NUMERIC_ATTRIBUTES = ['colspan', 'rowspan', 'span', 'start', 'width', 'height'];
const NUMERIC_VALUE = /^\d{1,4}%?$/;

/** The values sanitize-html's lists cannot express, checked on the decoded attributes: counts and
 * sizes; target only _blank, which gets rel="noopener noreferrer" (a new tab does not get this
 * window); an image's data: URL only of a raster type, and an alt ("" when missing, so that a
 * screen reader skips an image nobody described). */
function checkedValues(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  for (const name of NUMERIC_ATTRIBUTES) {
    const value = attribs[name]?.trim();
    if (value === undefined) continue;
    if (NUMERIC_VALUE.test(value)) attribs[name] = value;
    else delete attribs[name];
  }
  if (tagName === 'a') {
    delete attribs.rel;
    if (attribs.target !== undefined && attribs.target !== '_blank') delete attribs.target;
    if (attribs.target !== undefined) attribs.rel = 'noopener noreferrer';
  }
  if (tagName === 'img') {
    const src = attribs.src;
    if (src !== undefined && src.replace(IGNORED_IN_URL, '').toLowerCase().startsWith('data:') && !IMAGE_DATA_URL.test(src.trim())) delete attribs.src;
    attribs.alt ??= '';
  }
  return { tagName, attribs };
}

export const documentHtmlOptions: IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    ol: ['start', 'type'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    colgroup: ['span'],
    col: ['span'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])) },
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr', 'col'],
  transformTags: { '*': checkedValues },
};

/** Whether sanitised HTML shows anything: text, or an image or a rule. */
export function hasVisibleContent(html: string): boolean {
  return /<(img|hr)\b/.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
