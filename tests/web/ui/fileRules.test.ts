import { describe, expect, it } from 'vitest';
import {
  BLOCKED_EXTENSIONS, PIN_ORDER_FILE_RULES, checkFiles, extensionOf, formatBytes, isTypeAccepted,
  refusedTypeText, totalSize,
} from '../../../src/shared/ui/FileDrop/fileRules';

const MB = 1024 * 1024;
const f = (name: string, size = 1000) => ({ name, size });

describe('extensionOf', () => {
  it('takes the last extension, lower case', () => {
    expect(extensionOf('Report.PDF')).toBe('pdf');
    expect(extensionOf('invoice.pdf.exe')).toBe('exe');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
  it('drops trailing dots and spaces as Windows does', () => {
    expect(extensionOf('run.exe.')).toBe('exe');
    expect(extensionOf('run.exe  ')).toBe('exe');
  });
});

describe('isTypeAccepted', () => {
  it('refuses executables and scripts', () => {
    for (const ext of ['exe', 'bat', 'cmd', 'com', 'msi', 'sh', 'ps1', 'js', 'vbs', 'jar', 'scr', 'dll']) {
      expect(BLOCKED_EXTENSIONS).toContain(ext);
      expect(isTypeAccepted(`file.${ext}`)).toBe(false);
    }
  });
  it('accepts documents, images, audio, video and archives', () => {
    for (const name of ['a.pdf', 'a.docx', 'a.xlsx', 'a.csv', 'a.png', 'a.JPG', 'a.mp3', 'a.mp4', 'a.zip']) {
      expect(isTypeAccepted(name)).toBe(true);
    }
  });
  it('refuses an unknown type and a name without extension', () => {
    expect(isTypeAccepted('a.xyz')).toBe(false);
    expect(isTypeAccepted('Makefile')).toBe(false);
  });
  it('never accepts a blocked type even if a caller allows it', () => {
    expect(isTypeAccepted('a.exe', ['exe', 'pdf'])).toBe(false);
  });
  it('uses the pin order list', () => {
    const accept = PIN_ORDER_FILE_RULES.accept;
    expect(isTypeAccepted('order.csv', accept)).toBe(true);
    expect(isTypeAccepted('order.webm', accept)).toBe(true);
    expect(isTypeAccepted('order.pdf', accept)).toBe(false);
    expect(isTypeAccepted('order.zip', accept)).toBe(false);
  });
});

describe('checkFiles', () => {
  it('accepts allowed files and refuses blocked ones by name', () => {
    const r = checkFiles([], [f('a.pdf'), f('setup.exe'), f('run.bat'), f('b.png')]);
    expect(r.accepted.map((x) => x.name)).toEqual(['a.pdf', 'b.png']);
    expect(r.refusedType).toEqual(['setup.exe', 'run.bat']);
  });
  it('skips duplicate names, against attached files and within the batch', () => {
    const r = checkFiles([f('a.pdf')], [f('a.pdf'), f('b.pdf'), f('b.pdf')]);
    expect(r.accepted.map((x) => x.name)).toEqual(['b.pdf']);
    expect(r.duplicates).toEqual(['a.pdf', 'b.pdf']);
  });
  it('keeps the total within maxTotalMb (default 25)', () => {
    const r = checkFiles([f('a.pdf', 20 * MB)], [f('b.pdf', 4 * MB), f('c.pdf', 2 * MB), f('d.pdf', MB)]);
    expect(r.accepted.map((x) => x.name)).toEqual(['b.pdf', 'd.pdf']);
    expect(r.overTotal).toEqual(['c.pdf']);
    expect(checkFiles([], [f('big.zip', 3 * MB)], { maxTotalMb: 2 }).overTotal).toEqual(['big.zip']);
  });
  it('accepts exactly the limit', () => {
    expect(checkFiles([], [f('a.pdf', 25 * MB)]).accepted).toHaveLength(1);
  });
  it('applies the pin order rules: 5 MB, 200 characters, one file', () => {
    const longName = `${'x'.repeat(196)}.csv`;
    const tooLong = `${'x'.repeat(197)}.csv`;
    expect([longName.length, tooLong.length]).toEqual([200, 201]);
    const r = checkFiles([], [f('big.csv', 5 * MB + 1), f(tooLong), f(longName), f('second.csv')], PIN_ORDER_FILE_RULES);
    expect(r.tooLarge).toEqual(['big.csv']);
    expect(r.nameTooLong).toEqual([tooLong]);
    expect(r.accepted.map((x) => x.name)).toEqual([longName]);
    expect(r.overCount).toEqual(['second.csv']);
  });
  it('adds up sizes', () => {
    expect(totalSize([f('a', 1), f('b', 2)])).toBe(3);
  });
});

describe('refusedTypeText', () => {
  it('names one or several refused files in the spec wording', () => {
    expect(refusedTypeText(['setup.exe'])).toBe(
      'setup.exe has failed to upload. This file type is not accepted for security reasons.',
    );
    expect(refusedTypeText(['setup.exe', 'run.bat'])).toBe(
      'setup.exe, run.bat has failed to upload. This file type is not accepted for security reasons.',
    );
  });
});

describe('formatBytes', () => {
  it('uses 1024-based units with at most 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(25 * MB)).toBe('25 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });
  it('treats nonsense as zero', () => {
    expect(formatBytes(-1)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});
