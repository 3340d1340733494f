// Attachment rules of the contact forms, enforced on the server (#12 item 6): the allow-list of
// shared/attachment-rules.ts (the kinds a merchant sends support, the web client's list too), each
// recognised by its extension AND its content (magic bytes read by file-type; text must be text,
// which has none); a zip archive is
// listed and refused when an entry is an executable, a script or a macro project, as is an
// Office file with macros; a text file holding HTML or a script anywhere in its first kilobyte
// (UTF-8 or UTF-16) is refused, as are names with control characters and names with a blocked
// extension anywhere ('invoice.pdf.exe', 'run.exe.pdf'). The content type kept and mailed is the
// one the check found, never the client's. Duplicate names are skipped; the total stays within
// 25 MB.
import { fileTypeFromBuffer } from 'file-type';
import { fromBuffer as openZip } from 'yauzl';
import { ATTACHMENT_KINDS, BLOCKED_EXTENSIONS, CONTACT_ATTACHMENTS_MAX_MB, type AttachmentKind } from '../../../shared/attachment-rules';
import { fieldRefusal } from '../../domain/domain-error';
import { PROBLEM } from '../../i18n/problems';
import { words, type Words } from '../../i18n/words';

export const MAX_ATTACHMENT_BYTES = CONTACT_ATTACHMENTS_MAX_MB * 1024 * 1024;

/** A file of the form as these rules see it (an uploaded file of a multipart request). */
export interface AttachedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Text: no NUL and valid UTF-8, or UTF-16 with its byte order mark. */
function isText(data: Buffer): boolean {
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) return true;
  if (data.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 64 * 1024)).includes('\uFFFD');
}

const KIND_OF_EXTENSION = new Map(ATTACHMENT_KINDS.flatMap((kind) => kind.extensions.map((extension) => [extension, kind] as const)));
const BLOCKED = new Set(BLOCKED_EXTENSIONS);

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
const hasBlockedExtension = (name: string) => extensionsOf(name).some((extension) => BLOCKED.has(extension));

/** Control characters (and NUL) have no place in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** More entries than an attachment plausibly holds: such an archive is refused. */
const MAX_ZIP_ENTRIES = 10_000;

/** The entry names of a zip archive (and of the zip-based Office and OpenDocument files), read by
 * yauzl from its central directory without unpacking anything; null when it cannot be listed
 * (damaged, an entry named with '..' or an absolute path, or more than MAX_ZIP_ENTRIES). */
function zipEntryNames(data: Buffer): Promise<string[] | null> {
  return new Promise((resolve) => {
    openZip(data, { lazyEntries: true }, (error, zip) => {
      if (error || zip.entryCount > MAX_ZIP_ENTRIES) {
        zip?.close();
        resolve(null);
        return;
      }
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}

/** A zip's entries are acceptable: listable, no executable, script or macro project inside. */
async function zipEntriesAcceptable(data: Buffer): Promise<boolean> {
  const names = await zipEntryNames(data);
  if (names === null) return false;
  return !names.some((name) => hasBlockedExtension(name) || /(^|\/)vbaProject\.bin$/i.test(name) || CONTROL_CHARACTERS.test(name));
}

/** Whether the content is what the kind says: text that holds no HTML or script, or what
 * file-type finds in its first bytes (magic numbers) among the kind's. */
async function contentIs(kind: AttachmentKind, data: Buffer): Promise<boolean> {
  if (kind.content === 'text') return isText(data) && !SCRIPT_MARKERS.some((marker) => marker.test(headText(data)));
  const found = await fileTypeFromBuffer(data);
  return found !== undefined && kind.content.includes(found.ext);
}

/** The kind the file is, by its extension and its content; null when it is not one we accept. */
export async function attachmentKind(file: Pick<AttachedFile, 'filename' | 'data'>): Promise<AttachmentKind | null> {
  if (CONTROL_CHARACTERS.test(file.filename) || hasBlockedExtension(file.filename)) return null;
  const extensions = extensionsOf(file.filename);
  const kind = KIND_OF_EXTENSION.get(extensions.at(-1) ?? '');
  if (!kind || !(await contentIs(kind, file.data))) return null;
  if (kind.zip && !(await zipEntriesAcceptable(file.data))) return null;
  return kind;
}

export async function isBlockedAttachment(file: Pick<AttachedFile, 'filename' | 'data'>): Promise<boolean> {
  return (await attachmentKind(file)) === null;
}

/** 400 1001 naming the files field. */
const refuseFiles = (problem: Words) => fieldRefusal('files', problem);

/**
 * The attachments to keep, each with the content type its check found: duplicates (same name,
 * any case) skipped; refuses with 400 1001 naming every refused file, or when the total exceeds
 * 25 MB.
 */
export async function acceptedAttachments<File extends AttachedFile>(files: readonly File[]): Promise<File[]> {
  const seen = new Set<string>();
  const unique = files.filter((file) => {
    const key = file.filename.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const checked = await Promise.all(unique.map(async (file) => ({ file, kind: await attachmentKind(file) })));
  const refused = checked.filter(({ kind }) => kind === null).map(({ file }) => file);
  if (refused.length > 0) {
    throw refuseFiles(words(PROBLEM.fileType, { fileName: refused.map((f) => f.filename).join(', ') }));
  }
  const total = unique.reduce((sum, file) => sum + file.data.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) throw refuseFiles(words(PROBLEM.maxFileSize, { n: CONTACT_ATTACHMENTS_MAX_MB }));
  return checked.map(({ file, kind }) => ({ ...file, mimetype: kind!.mime }));
}
