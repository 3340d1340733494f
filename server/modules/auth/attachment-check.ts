// Attachment rules of the contact forms, enforced on the server (#12 item 6): an allow-list of
// the kinds a merchant sends support (documents, images, audio, video, zip archives), each
// recognised by its extension AND its content (magic bytes; text must be text); a zip archive is
// listed and refused when an entry is an executable, a script or a macro project, as is an
// Office file with macros; a text file holding HTML or a script anywhere in its first kilobyte
// (UTF-8 or UTF-16) is refused, as are names with control characters and names with a blocked
// extension anywhere ('invoice.pdf.exe', 'run.exe.pdf'). The content type kept and mailed is the
// one the check found, never the client's. Duplicate names are skipped; the total stays within
// 25 MB.
import { DomainError, ResultCode } from '../../domain/domain-error';
import { zipEntryNames } from './zip-entries';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** A file of the form as these rules see it (an uploaded file of a multipart request). */
export interface AttachedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const starts = (...signatures: (string | number[])[]) => (data: Buffer) =>
  signatures.some((signature) => {
    const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
    return data.subarray(0, bytes.length).equals(bytes);
  });
/** A RIFF container of the given form type ('WAVE', 'AVI ', 'WEBP'). */
const riff = (form: string) => (data: Buffer) => starts('RIFF')(data) && data.subarray(8, 12).toString('latin1') === form;
/** An ISO base media file (MP4, MOV, M4A): 'ftyp' at byte 4. */
const isoMedia = (data: Buffer) => data.subarray(4, 8).toString('latin1') === 'ftyp';
const ZIP = starts('PK\x03\x04', 'PK\x05\x06');
const OLE = starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Text: no NUL and valid UTF-8, or UTF-16 with its byte order mark. */
function isText(data: Buffer): boolean {
  if (starts([0xff, 0xfe], [0xfe, 0xff])(data)) return true;
  if (data.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 64 * 1024)).includes('\uFFFD');
}

interface FileKind {
  mime: string;
  extensions: readonly string[];
  matches: (data: Buffer) => boolean;
  /** A zip container whose entries are listed. */
  zip?: boolean;
  /** Text, checked for HTML and scripts. */
  text?: boolean;
}

/** What a merchant may send support. */
const KINDS: readonly FileKind[] = [
  { mime: 'application/pdf', extensions: ['pdf'], matches: starts('%PDF-') },
  { mime: 'image/png', extensions: ['png'], matches: starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: starts([0xff, 0xd8, 0xff]) },
  { mime: 'image/gif', extensions: ['gif'], matches: starts('GIF87a', 'GIF89a') },
  { mime: 'image/bmp', extensions: ['bmp'], matches: starts('BM') },
  { mime: 'image/tiff', extensions: ['tif', 'tiff'], matches: starts('II*\x00', 'MM\x00*') },
  { mime: 'image/webp', extensions: ['webp'], matches: riff('WEBP') },
  { mime: 'image/heic', extensions: ['heic'], matches: isoMedia },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], matches: ZIP, zip: true },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], matches: ZIP, zip: true },
  { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'], matches: ZIP, zip: true },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'], matches: ZIP, zip: true },
  { mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'], matches: ZIP, zip: true },
  { mime: 'application/msword', extensions: ['doc'], matches: OLE },
  { mime: 'application/vnd.ms-excel', extensions: ['xls'], matches: OLE },
  { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'], matches: OLE },
  { mime: 'application/rtf', extensions: ['rtf'], matches: starts('{\\rtf') },
  { mime: 'text/plain', extensions: ['txt', 'log'], matches: isText, text: true },
  { mime: 'text/csv', extensions: ['csv'], matches: isText, text: true },
  { mime: 'audio/mpeg', extensions: ['mp3'], matches: starts('ID3', [0xff, 0xfb], [0xff, 0xf3], [0xff, 0xf2]) },
  { mime: 'audio/wav', extensions: ['wav'], matches: riff('WAVE') },
  { mime: 'audio/ogg', extensions: ['ogg', 'oga'], matches: starts('OggS') },
  { mime: 'audio/mp4', extensions: ['m4a'], matches: isoMedia },
  { mime: 'video/mp4', extensions: ['mp4', 'm4v'], matches: isoMedia },
  { mime: 'video/quicktime', extensions: ['mov'], matches: isoMedia },
  { mime: 'video/webm', extensions: ['webm', 'mkv'], matches: starts([0x1a, 0x45, 0xdf, 0xa3]) },
  { mime: 'video/x-msvideo', extensions: ['avi'], matches: riff('AVI ') },
  { mime: 'application/zip', extensions: ['zip'], matches: ZIP, zip: true },
];
const KIND_OF_EXTENSION = new Map(KINDS.flatMap((kind) => kind.extensions.map((extension) => [extension, kind] as const)));

/** Extensions that run something, wherever they stand in a name or an archive. */
const BLOCKED_EXTENSIONS = new Set([
  'exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'msp', 'mst', 'scr', 'pif', 'cpl', 'gadget', 'hta', 'inf', 'ins', 'isp',
  'jar', 'js', 'jse', 'mjs', 'cjs', 'vb', 'vbe', 'vbs', 'ws', 'wsc', 'wsf', 'wsh', 'ps1', 'ps1xml', 'ps2', 'psc1',
  'psm1', 'msc', 'lnk', 'reg', 'scf', 'sct', 'shb', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'run', 'bin', 'elf', 'so',
  'dylib', 'app', 'apk', 'deb', 'rpm', 'dmg', 'pkg', 'py', 'pyc', 'pl', 'rb', 'php', 'phtml', 'asp', 'aspx', 'jsp',
  'cgi', 'application', 'appref-ms', 'chm', 'hlp', 'xbap', 'svg', 'html', 'htm', 'xhtml', 'swf', 'class', 'war',
  'docm', 'dotm', 'xlsm', 'xltm', 'xlsb', 'xlam', 'xll', 'pptm', 'potm', 'ppsm', 'ppam', 'sldm', 'one', 'onepkg',
  'url', 'website', 'mht', 'mhtml', 'shtml', 'iso', 'img', 'vhd', 'vhdx', 'vmdk', 'udf',
]);

/** Text that makes a file an HTML/script document a browser or shell would run, wherever it
 * stands in the first kilobyte (after a prolog, a BOM or blank lines). */
const SCRIPT_MARKERS = [/<(script|html|!doctype html|svg|\?php|iframe|object|embed)\b/i, /^@echo off/im, /^#!\//];

/** The first kilobyte as text: UTF-16 when it starts with a UTF-16 byte order mark, else UTF-8. */
function headText(data: Buffer): string {
  const head = data.subarray(0, 1024);
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  return head.toString('utf8').replace(/^\uFEFF/, '');
}

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;
/** Every extension of a name, lower case: 'a.pdf.exe' -> ['pdf', 'exe']. */
const extensionsOf = (name: string) => baseName(name).toLowerCase().split('.').slice(1).map((part) => part.trim());
const hasBlockedExtension = (name: string) => extensionsOf(name).some((extension) => BLOCKED_EXTENSIONS.has(extension));

/** Control characters (and NUL) have no place in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A zip's entries are acceptable: listable, no executable, script or macro project inside. */
function zipEntriesAcceptable(data: Buffer): boolean {
  const names = zipEntryNames(data);
  if (names === null) return false;
  return !names.some((name) => hasBlockedExtension(name) || /(^|\/)vbaProject\.bin$/i.test(name) || CONTROL_CHARACTERS.test(name));
}

/** The kind the file is, by its extension and its content; null when it is not one we accept. */
export function attachmentKind(file: Pick<AttachedFile, 'filename' | 'data'>): FileKind | null {
  if (CONTROL_CHARACTERS.test(file.filename) || hasBlockedExtension(file.filename)) return null;
  const extensions = extensionsOf(file.filename);
  const kind = KIND_OF_EXTENSION.get(extensions.at(-1) ?? '');
  if (!kind || !kind.matches(file.data)) return null;
  if (kind.zip && !zipEntriesAcceptable(file.data)) return null;
  if (kind.text && SCRIPT_MARKERS.some((marker) => marker.test(headText(file.data)))) return null;
  return kind;
}

export function isBlockedAttachment(file: Pick<AttachedFile, 'filename' | 'data'>): boolean {
  return attachmentKind(file) === null;
}

/** 400 1001 naming the files field. */
const refuseFiles = (problem: string) => new DomainError(ResultCode.invalidRequest, `files: ${problem}`);

/**
 * The attachments to keep, each with the content type its check found: duplicates (same name,
 * any case) skipped; refuses with 400 1001 naming every refused file, or when the total exceeds
 * 25 MB.
 */
export function acceptedAttachments<File extends AttachedFile>(files: readonly File[]): File[] {
  const seen = new Set<string>();
  const unique = files.filter((file) => {
    const key = file.filename.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const checked = unique.map((file) => ({ file, kind: attachmentKind(file) }));
  const refused = checked.filter(({ kind }) => kind === null).map(({ file }) => file);
  if (refused.length > 0) {
    throw refuseFiles(refused.map((f) => `${f.filename} has failed to upload. This file type is not accepted for security reasons.`).join(' '));
  }
  const total = unique.reduce((sum, file) => sum + file.data.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) throw refuseFiles('Max file size: 25mb');
  return checked.map(({ file, kind }) => ({ ...file, mimetype: kind!.mime }));
}
