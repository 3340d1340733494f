// The HTML of a portal document (a notice, the contact-us text) as it is kept: an allow-list
// sanitiser run when provider staff save it, so that no notice can ever carry a script to the
// merchants who read it (the client sanitises again with DOMPurify, src/shared/ui/SafeHtml).
//
// Why our own: the server has no DOM (DOMPurify needs jsdom or happy-dom, neither installed) and
// no HTML parser package (parse5, htmlparser2, sanitize-html). This one does not try to build the
// tree a browser would; it is safe by construction instead. The input is read as a sequence of
// tags and text, and the output is written afresh from what is allowed: text with '<' and '>'
// escaped (and a '&' that starts no character reference), allowed elements with allowed
// attributes whose values are decoded, checked and re-escaped, and end tags balanced against the
// elements opened. Whatever the input, the output has no tag or attribute outside the lists, and
// a URL is kept only with an allowed scheme (checked on the decoded value, without the control
// characters and blanks a browser ignores). Elements whose content is code or a foreign document
// (script, style, iframe, svg, ...) are dropped with their content; other unknown elements
// (font, center, form, ...) are dropped and their text kept.

/** Elements kept, with the attributes each may carry besides GLOBAL_ATTRIBUTES. */
const ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], hr: [], div: [], span: [], blockquote: [], pre: [], code: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], strike: [], del: [], ins: [], sub: [], sup: [], small: [], mark: [],
  ul: [], ol: ['start', 'type'], li: [], dl: [], dt: [], dd: [],
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  table: [], caption: [], colgroup: ['span'], col: ['span'], thead: [], tbody: [], tfoot: [], tr: [],
  th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
};
const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'style', 'dir', 'lang']);
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col']);

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'svg', 'math', 'textarea', 'select', 'option', 'title', 'head', 'xmp', 'plaintext', 'listing', 'audio', 'video',
  'canvas', 'button',
]);
// Void elements outside the list (embed, base, link, meta, input, ...) have no content: like any
// unknown element, only their tag goes.
/** Of those, the ones whose content a browser reads as raw text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'plaintext']);

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** style properties kept, each value checked by SAFE_STYLE_VALUE. */
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'text-align', 'font-weight', 'font-style', 'font-size', 'text-decoration', 'margin-left', 'padding-left',
]);
const SAFE_STYLE_VALUE = /^[#a-z0-9\s.,%()-]+$/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')',
  period: '.', comma: ',', semi: ';', equals: '=', num: '#', excl: '!', quest: '?', percnt: '%', plus: '+', bsol: '\\',
};

/** An attribute value as a browser reads it: character references decoded (with or without the ';'). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as written: a '&' that starts a character reference stays one, any other is escaped. */
const escapeText = (text: string) =>
  text.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a browser ignores in a URL's scheme: controls, blanks. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff]/g;

function safeUrl(value: string, image: boolean): boolean {
  const compact = value.replace(IGNORED_IN_URL, '').toLowerCase();
  if (image && compact.startsWith('data:')) return IMAGE_DATA_URL.test(value.trim());
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  // No scheme: a path or an anchor of this site ('/docs/a.pdf', '#top'); a ':' before any '/',
  // '?' or '#' would be read as a scheme, so it is allowed only after one of them.
  if (!scheme) return !/^[^/?#]*:/.test(compact);
  return image ? scheme === 'http' || scheme === 'https' : LINK_SCHEMES.has(scheme);
}

function safeStyle(value: string): string | null {
  const kept = value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      if (!STYLE_PROPERTIES.has(property) || !SAFE_STYLE_VALUE.test(propertyValue) || /url|expression|\\/i.test(propertyValue)) return null;
      return `${property}: ${propertyValue}`;
    })
    .filter((declaration): declaration is string => declaration !== null);
  return kept.length > 0 ? kept.join('; ') : null;
}

/** The attribute as kept, or null when it goes. `value` is decoded already. */
function keptAttribute(element: string, name: string, value: string): string | null {
  if (!GLOBAL_ATTRIBUTES.has(name) && !ELEMENTS[element]?.includes(name)) return null;
  switch (name) {
    case 'href':
      return safeUrl(value, false) ? value : null;
    case 'src':
      return safeUrl(value, true) ? value : null;
    case 'style':
      return safeStyle(value);
    case 'target':
      return value === '_blank' ? value : null;
    case 'colspan': case 'rowspan': case 'span': case 'start': case 'width': case 'height':
      return /^\d{1,4}%?$/.test(value.trim()) ? value.trim() : null;
    default:
      return value;
  }
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  /** Index just past the tag's '>' (or the end of the input). */
  end: number;
}

const NAME = /[a-z][^\s/>]*/iy;
const ATTRIBUTE = /[\s/]*([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;

/** Reads the tag starting at `start` ('<' followed by a letter or '/'+letter). */
function readTag(html: string, start: number): Tag {
  const closing = html[start + 1] === '/';
  NAME.lastIndex = start + (closing ? 2 : 1);
  const name = (NAME.exec(html)?.[0] ?? '').toLowerCase();
  let index = NAME.lastIndex;
  const attributes: [string, string][] = [];
  for (;;) {
    while (index < html.length && /[\s/]/.test(html[index]!)) index += 1;
    if (index >= html.length) return { name, closing, attributes, end: html.length };
    if (html[index] === '>') return { name, closing, attributes, end: index + 1 };
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(html);
    if (!match || ATTRIBUTE.lastIndex === index) return { name, closing, attributes, end: html.length };
    attributes.push([match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
    index = ATTRIBUTE.lastIndex;
  }
}

/** Past the end tag of a raw-text element (its content skipped), or the end of the input. */
function skipRawText(html: string, from: number, name: string): number {
  const end = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  end.lastIndex = from;
  const match = end.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close < 0 ? html.length : close + 1;
}

/** The HTML of a document with only allowed elements, attributes and URLs (see the file's head). */
export function sanitiseHtml(input: string): string {
  const html = input.split('\u0000').join('');
  const out: string[] = [];
  const open: string[] = [];
  /** While > 0, inside an element dropped with its content (nested ones counted). */
  let dropping: { name: string; depth: number } | null = null;
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt < 0) {
      if (!dropping) out.push(escapeText(html.slice(index)));
      break;
    }
    if (lt > index && !dropping) out.push(escapeText(html.slice(index, lt)));
    const next = html[lt + 1] ?? '';
    // Comments, doctypes, CDATA and processing instructions: dropped.
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      index = close < 0 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      index = close < 0 ? html.length : close + 1;
      continue;
    }
    if (!/[a-z]/i.test(next) && !(next === '/' && /[a-z]/i.test(html[lt + 2] ?? ''))) {
      if (!dropping) out.push('&lt;');
      index = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    index = tag.end;
    if (dropping) {
      if (tag.name === dropping.name) dropping.depth += tag.closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (tag.closing) continue;
      if (RAW_TEXT.has(tag.name)) index = skipRawText(html, index, tag.name);
      else dropping = { name: tag.name, depth: 1 };
      continue;
    }
    if (!(tag.name in ELEMENTS)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const seen = new Set<string>();
    const attributes: string[] = [];
    for (const [name, raw] of tag.attributes) {
      if (seen.has(name)) continue;
      seen.add(name);
      const value = keptAttribute(tag.name, name, decodeEntities(raw));
      if (value !== null) attributes.push(` ${name}="${escapeAttribute(value)}"`);
    }
    // A link that opens a new tab does not give that tab this window.
    if (attributes.some((a) => a.startsWith(' target='))) attributes.push(' rel="noopener noreferrer"');
    out.push(`<${tag.name}${attributes.join('')}>`);
    if (!VOID_ELEMENTS.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** Whether sanitised HTML shows anything: text, or an image or a rule. */
export function hasVisibleContent(html: string): boolean {
  return /<(img|hr)\b/.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
