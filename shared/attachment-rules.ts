// The attachment rules of spec 1 section 5 (contact support) and spec 3 section 5 (contact us, PIN
// orders, documents), read by the web client (src/shared/ui/FileDrop: what may be picked) and by
// the server (server/modules/auth/attachment-check.ts: what is kept), so that the two cannot drift.
// Plain data, no imports: the client takes only these lists (the server recognises the content
// with file-type, which the client never loads).

/** A kind of file a merchant may attach. */
export interface AttachmentKind {
  /** The extensions that name it (lower case, no dot). */
  extensions: readonly string[];
  /** The content type kept and mailed (the server's finding, never the browser's claim). */
  mime: string;
  /**
   * What the server must find in the content: the kinds file-type may report for it (its `ext`),
   * or 'text' for text, which has no signature (valid UTF-8, or UTF-16 with its byte order mark,
   * holding no HTML or script).
   */
  content: readonly string[] | 'text';
  /** A zip container: the server lists its entries. */
  zip?: true;
}

/** An ISO base media file ('ftyp' at byte 4): any of these, whatever brand the device wrote. */
const ISO_MEDIA = ['mp4', 'm4v', 'm4a', 'm4b', 'm4p', 'mov', 'heic', 'avif', '3gp', '3g2', 'f4v', 'f4p', 'f4a', 'f4b'];
/** Every Ogg container, whatever codec it holds. */
const OGG = ['ogg', 'oga', 'ogv', 'ogm', 'ogx', 'opus', 'spx'];
/** Office documents saved as zip archives; a document whose parts file-type cannot place is a zip. */
const OFFICE_ZIP = ['docx', 'xlsx', 'pptx', 'odt', 'ods'];
/** An OLE compound file (Word, Excel and PowerPoint 97-2003). */
const OLE = ['cfb'];

/** What a merchant may send support (contact forms, portal documents). */
export const ATTACHMENT_KINDS: readonly AttachmentKind[] = [
  { extensions: ['pdf'], mime: 'application/pdf', content: ['pdf', 'ai'] },
  { extensions: ['png'], mime: 'image/png', content: ['png', 'apng'] },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', content: ['jpg'] },
  { extensions: ['gif'], mime: 'image/gif', content: ['gif'] },
  { extensions: ['bmp'], mime: 'image/bmp', content: ['bmp'] },
  { extensions: ['tif', 'tiff'], mime: 'image/tiff', content: ['tif'] },
  { extensions: ['webp'], mime: 'image/webp', content: ['webp'] },
  { extensions: ['heic'], mime: 'image/heic', content: ISO_MEDIA },
  { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: ['docx', 'zip'], zip: true },
  { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: ['xlsx', 'zip'], zip: true },
  { extensions: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', content: ['pptx', 'zip'], zip: true },
  { extensions: ['odt'], mime: 'application/vnd.oasis.opendocument.text', content: ['odt', 'zip'], zip: true },
  { extensions: ['ods'], mime: 'application/vnd.oasis.opendocument.spreadsheet', content: ['ods', 'zip'], zip: true },
  { extensions: ['doc'], mime: 'application/msword', content: OLE },
  { extensions: ['xls'], mime: 'application/vnd.ms-excel', content: OLE },
  { extensions: ['ppt'], mime: 'application/vnd.ms-powerpoint', content: OLE },
  { extensions: ['rtf'], mime: 'application/rtf', content: ['rtf'] },
  { extensions: ['txt', 'log'], mime: 'text/plain', content: 'text' },
  { extensions: ['csv'], mime: 'text/csv', content: 'text' },
  { extensions: ['mp3'], mime: 'audio/mpeg', content: ['mp3'] },
  { extensions: ['wav'], mime: 'audio/wav', content: ['wav'] },
  { extensions: ['ogg', 'oga'], mime: 'audio/ogg', content: OGG },
  { extensions: ['m4a'], mime: 'audio/mp4', content: ISO_MEDIA },
  { extensions: ['mp4', 'm4v'], mime: 'video/mp4', content: ISO_MEDIA },
  { extensions: ['mov'], mime: 'video/quicktime', content: ISO_MEDIA },
  { extensions: ['webm', 'mkv'], mime: 'video/webm', content: ['webm', 'mkv'] },
  { extensions: ['avi'], mime: 'video/x-msvideo', content: ['avi'] },
  { extensions: ['zip'], mime: 'application/zip', content: ['zip', ...OFFICE_ZIP], zip: true },
];

/** Every extension of ATTACHMENT_KINDS: what the contact forms accept. */
export const ALLOWED_EXTENSIONS: readonly string[] = ATTACHMENT_KINDS.flatMap((kind) => kind.extensions);

/** Extensions that run something: never accepted, wherever they stand in a name or an archive,
 * whatever a form's list says. */
export const BLOCKED_EXTENSIONS: readonly string[] = [
  'exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'msp', 'mst', 'scr', 'pif', 'cpl', 'gadget', 'hta', 'inf', 'ins', 'isp',
  'jar', 'js', 'jse', 'mjs', 'cjs', 'vb', 'vbe', 'vbs', 'ws', 'wsc', 'wsf', 'wsh', 'ps1', 'ps1xml', 'ps2', 'psc1',
  'psd1', 'psm1', 'msc', 'msh', 'msh1', 'msh2', 'mshxml', 'lnk', 'reg', 'scf', 'sct', 'shb', 'shs', 'sh', 'bash', 'zsh',
  'csh', 'ksh', 'run', 'bin', 'elf', 'so', 'sys', 'ocx', 'dylib', 'app', 'appx', 'appxbundle', 'msix', 'apk', 'deb',
  'rpm', 'dmg', 'pkg', 'py', 'pyc', 'pyw', 'pl', 'rb', 'php', 'phtml', 'asp', 'aspx', 'jsp', 'cgi', 'application',
  'appref-ms', 'chm', 'hlp', 'xbap', 'svg', 'html', 'htm', 'xhtml', 'swf', 'class', 'war', 'docm', 'dotm', 'xlsm',
  'xltm', 'xlsb', 'xlam', 'xll', 'pptm', 'potm', 'ppsm', 'ppam', 'sldm', 'one', 'onepkg', 'url', 'website', 'mht',
  'mhtml', 'shtml', 'iso', 'img', 'vhd', 'vhdx', 'vmdk', 'udf',
];

/** A contact message's attachments: at most this many MB (1024-based) in total. */
export const CONTACT_ATTACHMENTS_MAX_MB = 25;

/** A PIN order's one attachment (spec 3 section 5): its kinds; its size and name length are the
 * settings pinOrderFileMaxMb and pinOrderFileNameMaxLength, whose defaults these are. */
export const PIN_ORDER_EXTENSIONS: readonly string[] = ['csv', 'doc', 'docx', 'xls', 'xlsx', 'jpeg', 'jpg', 'png', 'gif', 'bmp', 'tif', 'webm', 'txt'];
export const PIN_ORDER_FILE_MAX_MB = 5;
export const PIN_ORDER_FILE_NAME_MAX_LENGTH = 200;
