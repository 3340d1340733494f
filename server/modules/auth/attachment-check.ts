// Attachment rules of the contact forms, enforced on the server: executable and script files are
// refused by extension and by content (magic numbers; HTML and scripts anywhere in the first
// kilobyte, in UTF-8 or UTF-16), as are macro-enabled Office files, disk images, OneNote, XLL,
// URL and MHT files and names with control characters; duplicate names are skipped, and the
// total stays within 25 MB.
import { DomainError, ResultCode } from '../../domain/domain-error';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** A file of the form as these rules see it (an uploaded file of a multipart request). */
export interface AttachedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const BLOCKED_EXTENSIONS = new Set([
  'exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'msp', 'mst', 'scr', 'pif', 'cpl', 'gadget', 'hta', 'inf', 'ins', 'isp',
  'jar', 'js', 'jse', 'mjs', 'cjs', 'vb', 'vbe', 'vbs', 'ws', 'wsc', 'wsf', 'wsh', 'ps1', 'ps1xml', 'ps2', 'psc1',
  'psm1', 'msc', 'lnk', 'reg', 'scf', 'sct', 'shb', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'run', 'bin', 'elf', 'so',
  'dylib', 'app', 'apk', 'deb', 'rpm', 'dmg', 'pkg', 'py', 'pyc', 'pl', 'rb', 'php', 'phtml', 'asp', 'aspx', 'jsp',
  'cgi', 'application', 'appref-ms', 'chm', 'hlp', 'xbap', 'svg', 'html', 'htm', 'xhtml', 'swf', 'class', 'war',
  // Macro-enabled Office files (docs/decisions.md), add-ins, OneNote, shortcuts and web archives.
  'docm', 'dotm', 'xlsm', 'xltm', 'xlsb', 'xlam', 'xll', 'pptm', 'potm', 'ppsm', 'ppam', 'sldm', 'one', 'onepkg',
  'url', 'website', 'mht', 'mhtml', 'shtml', 'hta',
  // Disk images, which mount with programs inside.
  'iso', 'img', 'vhd', 'vhdx', 'vmdk', 'udf',
]);

/** Leading bytes of executables and scripts, whatever the file is called. */
const EXECUTABLE_SIGNATURES: Buffer[] = [
  Buffer.from('MZ'), // Windows PE / DOS
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
  Buffer.from('#!'), // script with an interpreter line
  Buffer.from([0xfe, 0xed, 0xfa, 0xce]), Buffer.from([0xfe, 0xed, 0xfa, 0xcf]), // Mach-O
  Buffer.from([0xce, 0xfa, 0xed, 0xfe]), Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]), // Java class / Mach-O universal
  Buffer.from([0x00, 0x61, 0x73, 0x6d]), // WebAssembly
  Buffer.from([0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00]), // Windows shortcut (.lnk)
];
/** Text that makes a file an HTML/script document a browser or shell would run, wherever it
 * stands in the first kilobyte (after a prolog, a BOM or blank lines). */
const SCRIPT_MARKERS = [/<(script|html|!doctype html|svg|\?php|iframe|object|embed)\b/i, /^@echo off/im];

/** The first kilobyte as text: UTF-16 when it starts with a UTF-16 byte order mark, else UTF-8. */
function headText(data: Buffer): string {
  const head = data.subarray(0, 1024);
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  return head.toString('utf8').replace(/^\uFEFF/, '');
}

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase().trim();
}

function looksExecutable(data: Buffer): boolean {
  if (EXECUTABLE_SIGNATURES.some((signature) => data.subarray(0, signature.length).equals(signature))) return true;
  const head = headText(data);
  return SCRIPT_MARKERS.some((marker) => marker.test(head));
}

/** Control characters (and NUL) have no place in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function isBlockedAttachment(file: Pick<AttachedFile, 'filename' | 'data'>): boolean {
  if (CONTROL_CHARACTERS.test(file.filename)) return true;
  // Every extension counts: 'invoice.pdf.exe' and 'run.exe.pdf' are both looked at.
  const parts = (file.filename.split(/[\\/]/).pop() ?? '').toLowerCase().split('.').slice(1);
  return parts.some((part) => BLOCKED_EXTENSIONS.has(part.trim())) || BLOCKED_EXTENSIONS.has(extensionOf(file.filename)) || looksExecutable(file.data);
}

/** 400 1001 naming the files field. */
const refuseFiles = (problem: string) => new DomainError(ResultCode.invalidRequest, `files: ${problem}`);

/**
 * The attachments to keep: duplicates (same name, any case) skipped; refuses with 400 1001
 * naming every blocked file, or when the total exceeds 25 MB.
 */
export function acceptedAttachments<File extends AttachedFile>(files: readonly File[]): File[] {
  const seen = new Set<string>();
  const unique = files.filter((file) => {
    const key = file.filename.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const blocked = unique.filter(isBlockedAttachment);
  if (blocked.length > 0) {
    throw refuseFiles(blocked.map((f) => `${f.filename} has failed to upload. This file type is not accepted for security reasons.`).join(' '));
  }
  const total = unique.reduce((sum, file) => sum + file.data.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) throw refuseFiles('Max file size: 25mb');
  return unique;
}
