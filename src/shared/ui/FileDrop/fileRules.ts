// The attachment rules of spec 1 section 5 (contact support) and spec 3 section 5 (contact us, pin
// orders, documents) as the file picker applies them. The lists and limits are the server's own
// (shared/attachment-rules.ts, which the server checks every upload against); this file only
// applies them to the files picked. Pure and framework-free.
import {
  ALLOWED_EXTENSIONS, BLOCKED_EXTENSIONS, CONTACT_ATTACHMENTS_MAX_MB, PIN_ORDER_EXTENSIONS, PIN_ORDER_FILE_MAX_MB,
  PIN_ORDER_FILE_NAME_MAX_LENGTH,
} from '../../../../shared/attachment-rules';

export { ALLOWED_EXTENSIONS, BLOCKED_EXTENSIONS, PIN_ORDER_EXTENSIONS };

export const DEFAULT_MAX_TOTAL_MB = CONTACT_ATTACHMENTS_MAX_MB;
const MB = 1024 * 1024;

export interface FileRules {
  /** Extensions accepted (lower case, no dot). Defaults to ALLOWED_EXTENSIONS. */
  accept?: readonly string[];
  /** Total size of all attached files, in MB (1024-based). Default 25. */
  maxTotalMb?: number;
  /** Size of one file, in MB; unlimited when absent. */
  maxFileMb?: number;
  /** Length of a file name, in characters; unlimited when absent. */
  maxFileNameLength?: number;
  /** How many files may be attached; unlimited when absent. */
  maxFiles?: number;
}

/** Contact us and contact support: the default lists and 25 MB in total. */
export const CONTACT_FILE_RULES: FileRules = { accept: ALLOWED_EXTENSIONS, maxTotalMb: DEFAULT_MAX_TOTAL_MB };

/** Pin orders: one attachment of at most 5 MB with a name of at most 200 characters. */
export const PIN_ORDER_FILE_RULES: FileRules = {
  accept: PIN_ORDER_EXTENSIONS,
  maxFileMb: PIN_ORDER_FILE_MAX_MB,
  maxFileNameLength: PIN_ORDER_FILE_NAME_MAX_LENGTH,
  maxFiles: 1,
};

/** What is needed of a file: a browser File satisfies it, and so does a server upload. */
export interface FileLike {
  name: string;
  size: number;
}

/**
 * The extension that decides a file's type: the part after the last dot, lower case. Trailing
 * dots and spaces are dropped first because Windows drops them too ('run.exe.' is 'run.exe').
 */
export function extensionOf(fileName: string): string {
  const name = fileName.replace(/[.\s]+$/, '');
  const slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  const base = name.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  if (dot < 0) return '';
  return base.slice(dot + 1).toLowerCase();
}

/** True when the type is accepted: on the allowed list and never on the blocked list. */
export function isTypeAccepted(fileName: string, accept: readonly string[] = ALLOWED_EXTENSIONS): boolean {
  const ext = extensionOf(fileName);
  if (ext === '' || BLOCKED_EXTENSIONS.includes(ext)) return false;
  return accept.map((a) => a.toLowerCase().replace(/^\./, '')).includes(ext);
}

export interface FileCheck<F extends FileLike> {
  /** Files to add, in the order given. */
  accepted: F[];
  /** Names refused for their type. */
  refusedType: string[];
  /** Names skipped because a file of that name is already attached (or earlier in the batch). */
  duplicates: string[];
  /** Names refused because one file is larger than maxFileMb. */
  tooLarge: string[];
  /** Names refused because the name is longer than maxFileNameLength. */
  nameTooLong: string[];
  /** Names refused because adding them would pass maxTotalMb. */
  overTotal: string[];
  /** Names refused because maxFiles is reached. */
  overCount: string[];
}

/**
 * Checks files being added to those already attached. Each incoming file is judged in order:
 * duplicate name (skipped), type, name length, single size, then whether it still fits the total
 * and the count. A file that fails is left out and the rest are still considered.
 */
export function checkFiles<F extends FileLike>(
  existing: readonly FileLike[],
  incoming: readonly F[],
  rules: FileRules = CONTACT_FILE_RULES,
): FileCheck<F> {
  const accept = rules.accept ?? ALLOWED_EXTENSIONS;
  const maxTotal = (rules.maxTotalMb ?? DEFAULT_MAX_TOTAL_MB) * MB;
  const result: FileCheck<F> = {
    accepted: [], refusedType: [], duplicates: [], tooLarge: [], nameTooLong: [], overTotal: [], overCount: [],
  };
  const names = new Set(existing.map((f) => f.name));
  let total = totalSize(existing);
  let count = existing.length;
  for (const file of incoming) {
    if (names.has(file.name)) {
      result.duplicates.push(file.name);
      continue;
    }
    if (!isTypeAccepted(file.name, accept)) {
      result.refusedType.push(file.name);
      continue;
    }
    if (rules.maxFileNameLength !== undefined && file.name.length > rules.maxFileNameLength) {
      result.nameTooLong.push(file.name);
      continue;
    }
    if (rules.maxFileMb !== undefined && file.size > rules.maxFileMb * MB) {
      result.tooLarge.push(file.name);
      continue;
    }
    if (rules.maxFiles !== undefined && count >= rules.maxFiles) {
      result.overCount.push(file.name);
      continue;
    }
    if (total + file.size > maxTotal) {
      result.overTotal.push(file.name);
      continue;
    }
    names.add(file.name);
    total += file.size;
    count += 1;
    result.accepted.push(file);
  }
  return result;
}

export function totalSize(files: readonly FileLike[]): number {
  return files.reduce((sum, f) => sum + (Number.isFinite(f.size) ? f.size : 0), 0);
}

/** The names of several refused files, joined for the one message that names them all. */
export function joinFileNames(names: readonly string[]): string {
  return names.join(', ');
}

/** English text of the refusal, the spec's words; the component translates the same template. */
export function refusedTypeText(names: readonly string[]): string {
  return `${joinFileNames(names)} has failed to upload. This file type is not accepted for security reasons.`;
}

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A size in 1024-based units, rounded to at most `decimals` places (trailing zeros dropped, as
 * the portal always showed them): 0 -> '0 Bytes', 1536 -> '1.5 KB', 1048576 -> '1 MB'.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const k = 1024;
  const dm = decimals < 0 ? 0 : decimals;
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(k)), FILE_SIZE_UNITS.length - 1);
  const value = parseFloat((bytes / Math.pow(k, i)).toFixed(dm));
  return `${value} ${FILE_SIZE_UNITS[i]}`;
}
