// The vectors of the OWASP XSS Filter Evasion Cheat Sheet (and the mutation-XSS ones browsers are
// known for) through the sanitising of a portal document's HTML (sanitize-html with
// server/modules/documents/document-html.ts). Each output is read as a browser reads it, by
// parse5 (the WHATWG parsing algorithm, inside a <div> as the client shows it): every element
// must be an HTML element of the allow-list with allowed attributes only, no on* attribute, every
// URL of an allowed scheme (checked as a browser reads the scheme: tab, newline and leading
// controls ignored), no style that could load or run anything; and the output must read the
// same when a browser serialises and parses it again (no mutation), and survive being sanitised
// again unchanged.
import sanitizeHtml from 'sanitize-html';
import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { documentHtmlOptions } from '../../../server/modules/documents/document-html';

const sanitise = (input: string) => sanitizeHtml(input, documentHtmlOptions);

const ALLOWED = documentHtmlOptions.allowedTags as string[];
const ATTRIBUTES = documentHtmlOptions.allowedAttributes as Record<string, string[]>;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** The scheme a browser reads from a URL attribute (WHATWG URL: leading and trailing C0 controls
 * and spaces stripped, tab and newlines removed anywhere), or null for a relative URL. */
function schemeOf(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- what the URL parser strips
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? null;
}

/** What is unsafe in the HTML as a browser parses it inside a <div>; empty when it is safe. */
function unsafeParts(output: string): string[] {
  const context = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  const problems: string[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ChildNode) => {
    if (!('tagName' in node)) return;
    if (node.namespaceURI !== parse5Html.NS.HTML) problems.push(`foreign element ${node.tagName}`);
    if (!ALLOWED.includes(node.tagName)) problems.push(`element ${node.tagName}`);
    for (const { name, value } of node.attrs) {
      if (!ATTRIBUTES['*']!.includes(name) && !(ATTRIBUTES[node.tagName] ?? []).includes(name)) problems.push(`attribute ${name} on ${node.tagName}`);
      if (/^on/i.test(name)) problems.push(`event handler ${name}`);
      if (name === 'href') {
        const scheme = schemeOf(value);
        if (scheme !== null && !LINK_SCHEMES.has(scheme)) problems.push(`href ${value}`);
      }
      if (name === 'src') {
        const scheme = schemeOf(value);
        if (scheme === 'data' ? !RASTER_DATA_URL.test(value.trim()) : scheme !== null && scheme !== 'http' && scheme !== 'https') problems.push(`src ${value}`);
      }
      if (name === 'style' && /url|expression|javascript|behavio|binding|@import|\\|&#|\/\*/i.test(value)) problems.push(`style ${value}`);
    }
    node.childNodes.forEach(visit);
  };
  parseFragment(context, output, {}).childNodes.forEach(visit);
  return problems;
}

/** The HTML once a browser has parsed and serialised it, parsed and serialised again. */
function reserialised(output: string, times: number): string {
  let current = output;
  for (let i = 0; i < times; i += 1) current = serialize(parseFragment(defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []), current, {}));
  return current;
}

const VECTORS: Record<string, string[]> = {
  'script elements': [
    '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
    '<SCRIPT SRC=//xss.rocks/.j>',
    '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
    '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    'javascript:/*--></title></style></textarea></script></xmp><svg/onload=\'+/"/+/onmouseover=1/+/[*/[]/+alert(1)//\'>',
  ],
  'event handlers': [
    '<a onmouseover="alert(document.cookie)">xxs link</a>',
    '<a onmouseover=alert(document.cookie)>xxs link</a>',
    '<IMG SRC=# onmouseover="alert(\'xxs\')">',
    '<IMG SRC= onmouseover="alert(\'xxs\')">',
    '<IMG onmouseover="alert(\'xxs\')">',
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    '<BODY ONLOAD=alert(\'XSS\')>',
    '<p/onclick=alert(1)>x</p>',
    '<p\tonclick=alert(1)>x</p>',
    '<p\nonclick=alert(1)>x</p>',
    '<p onclick\u000c=alert(1)>x</p>',
    '<img src=x onerror=alert(1)//',
    '<img src="x"onerror="alert(1)">',
    '<img src=`x` onerror=alert(1)>',
    '<a href="/x"/onclick=alert(1)>t</a>',
    '<div style="color:red" onmouseenter="alert(1)">x</div>',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror="alert(1)">',
    '<marquee onstart=alert(1)>x</marquee>',
    '<input autofocus onfocus=alert(1)>',
    '<isindex type=image src=1 onerror=alert(1)>',
  ],
  'javascript: URLs and their encodings': [
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<IMG SRC=javascript:alert(\'XSS\')>',
    '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
    '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
    '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
    '<IMG SRC="jav\tascript:alert(\'XSS\');">',
    '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
    '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
    '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
    '<IMG SRC=java\u0000script:alert("XSS")>',
    '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
    '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href="&#x01;javascript:alert(1)">x</a>',
    '<a href="java&#13;script:alert(1)">x</a>',
    '<a href="javas&Tab;cript:alert(1)">x</a>',
    '<a href="javas&NewLine;cript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="javascript&#58;alert(1)">x</a>',
    '<a href="javascript&#x3a;alert(1)">x</a>',
    '<a href="javascript&#x003A;alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="javascript\u2028:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="livescript:alert(1)">x</a>',
    '<a href="%6Aavascript:alert(1)">x</a>',
    '<a href="javascript://%0Aalert(1)">x</a>',
    '<a href="javascript:alert(1)"<b>x</b>',
    '<BASE HREF="javascript:alert(\'XSS\');//">',
    '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
    '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
    '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
    '<IMG DYNSRC="javascript:alert(\'XSS\')">',
    '<IMG LOWSRC="javascript:alert(\'XSS\')">',
    '<BGSOUND SRC="javascript:alert(\'XSS\');">',
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
    '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<a href="x" xlink:href="javascript:alert(1)">x</a>',
  ],
  'data: URLs': [
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>',
    '<a href=" data:text/html,x">x</a>',
    '<a href="&#100;ata:text/html,x">x</a>',
    '<a href="da&#x09;ta:text/html,x">x</a>',
    '<a href="data:image/png;base64,iVBORw0KGgo=">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<img src=" data:image/svg+xml;base64,PHN2Zz4=">',
    '<img src="da&#x0a;ta:image/svg+xml;base64,PHN2Zz4=">',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
    '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)">',
    '<img src="data:image/png,<svg onload=alert(1)>">',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
    '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  ],
  'SVG and MathML': [
    '<svg/onload=alert(\'XSS\')>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    '<svg><foreignObject><p onclick=alert(1)>x</p><img src=x onerror=alert(1)></foreignObject></svg>',
    '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PGltYWdlIGhyZWY9JzEnIG9uZXJyb3I9J2FsZXJ0KDEpJy8+PC9zdmc+#x"></use></svg>',
    '<svg><style>@import url(javascript:alert(1))</style></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    '<svg><p><img src=x onerror=alert(1)></p></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ],
  'style': [
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
    '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
    '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
    '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
    '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
    '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
    '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
    '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
    '<XSS STYLE="behavior: url(xss.htc);">',
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
    '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
    '<DIV STYLE="width: expression(alert(\'XSS\'));">',
    '<p style="color: expression(alert(1))">x</p>',
    '<p style="color: red; background: url(x)">x</p>',
    '<p style="color:\\72 ed">x</p>',
    '<p style="font-size: 12px; behavior: url(x.htc)">x</p>',
    '<p style="color: red; -moz-binding: url(x)">x</p>',
    '<p style="color: u&#114;l(javascript:alert(1))">x</p>',
    '<p style="color: /**/expression(alert(1))">x</p>',
    '<p style="background-color: rgb(1,2,3) !important">x</p>',
    '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  ],
  'frames, objects and other foreign documents': [
    '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
    '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
    '<iframe src=http://xss.rocks/scriptlet.html <',
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
    '<form action="javascript:alert(1)"><input type=submit></form>',
    '<applet code="x"></applet>',
    '<embed src="javascript:alert(1)">',
  ],
  'nested and malformed markup': [
    '<IMG SRC="`(\'XSS\')"`',
    '<img src="x` `<script>alert(1)</script>"` `>',
    '<p <script>alert(1)</script>>x</p>',
    '<div><a href=\'x\' onclick="alert(1)',
    '<a title="</a><img src=x onerror=alert(1)>">x</a>',
    '<p title="&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>',
    '<p title="&quot; onclick=&quot;alert(1)">t</p>',
    '<img src="x" alt="``onerror=alert(1)">',
    '<b <img src=x onerror=alert(1)>>x</b>',
    '<<img src=x onerror=alert(1)>>',
    '<img/src=x/onerror=alert(1)>',
    '<img src=x onerror\n=\nalert(1)>',
    '<img src="x" / onerror="alert(1)">',
    '<table><tr><td><img src=x onerror=alert(1)></td></tr><script>alert(1)</script></table>',
    '<ul><li><a href="javascript:alert(1)">x</li></ul>',
    '<p>a<script>never closed',
    '<a href="https://example.com/"><a href="javascript:alert(1)">nested</a></a>',
    '<div><div><div><div><div><div><div><div><div><div><img src=x onerror=alert(1)>',
    '<!--[if gte IE 4]><SCRIPT>alert(\'XSS\');</SCRIPT><![endif]-->',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<!-- --!><img src=x onerror=alert(1)> -->',
    '<!--><img src=x onerror=alert(1)>-->',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<?xml version="1.0"?><img src=x onerror=alert(1)>',
    '<!DOCTYPE html><img src=x onerror=alert(1)>',
    '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
    '<BR SIZE="&{alert(\'XSS\')}">',
  ],
  'mutation XSS': [
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<title><img src=x onerror=alert(1)></title>',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<iframe><img src=x onerror=alert(1)></iframe>',
    '<noembed><img src=x onerror=alert(1)></noembed>',
    '<noframes><img src=x onerror=alert(1)></noframes>',
    '<plaintext><img src=x onerror=alert(1)>',
    '<template><img src=x onerror=alert(1)></template>',
    '<select><template><img src=x onerror=alert(1)></template></select>',
    '<table><style><img src=x onerror=alert(1)></style></table>',
    '<a href="x">&lt;img src=x onerror=alert(1)&gt;</a>',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    '<div id="1"><form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button></div>',
    '<img src="x" alt="\u2028<img src=x onerror=alert(1)>">',
    '<listing>&lt;img src=1 onerror=alert(1)&gt;</listing>',
  ],
};

describe('portal document HTML against the OWASP XSS cheat sheet', () => {
  it('the check itself finds what these vectors carry when nothing sanitises them', () => {
    expect(unsafeParts('<img src=x onerror=alert(1)>')).toContain('event handler onerror');
    expect(unsafeParts('<a href="jav&#x09;ascript:alert(1)">x</a>')).toContain('href jav\tascript:alert(1)');
    expect(unsafeParts('<svg><a>x</a></svg>')).toContain('foreign element svg');
    expect(unsafeParts('<p style="background: url(x)">x</p>')).toContain('style background: url(x)');
    expect(unsafeParts('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toContain('src data:image/svg+xml;base64,PHN2Zz4=');
    expect(unsafeParts('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toContain('event handler onerror');
  });

  for (const [group, vectors] of Object.entries(VECTORS)) {
    it(`leaves nothing that runs: ${group}`, () => {
      for (const vector of vectors) {
        const output = sanitise(vector);
        expect(unsafeParts(output), `${vector}\n→ ${output}`).toEqual([]);
        // No mutation: what a browser makes of it reads the same when serialised and parsed again.
        expect(reserialised(output, 2), `${vector}\n→ ${output}`).toBe(reserialised(output, 1));
        expect(unsafeParts(reserialised(output, 1)), `${vector}\n→ ${output}`).toEqual([]);
        // Saved again (a document edited and saved as it was), it stays as it is.
        expect(sanitise(output), `${vector}\n→ ${output}`).toBe(output);
      }
    });
  }

  it('keeps the text around what it removes', () => {
    expect(sanitise('<p onclick="alert(1)">Stock take</p><script>alert(1)</script>')).toBe('<p>Stock take</p>');
    expect(sanitise('<a href="javascript:alert(1)">this</a> and <a href="https://example.com/x">that</a>')).toBe('<a>this</a> and <a href="https://example.com/x">that</a>');
    expect(sanitise('<font color="red">kept</font><form>too</form>')).toBe('kepttoo');
  });
});
