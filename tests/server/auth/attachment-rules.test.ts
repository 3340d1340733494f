// One allow-list for the file picker and the server (shared/attachment-rules.ts): the picker's
// lists are the shared ones, every extension the picker offers is a kind the server knows, and a
// name the lists block is refused by both, whatever its content.
import { describe, expect, it } from 'vitest';
import { ALLOWED_EXTENSIONS, ATTACHMENT_KINDS, BLOCKED_EXTENSIONS, PIN_ORDER_EXTENSIONS } from '../../../shared/attachment-rules';
import * as picker from '../../../src/shared/ui/FileDrop/fileRules';
import { attachmentKind } from '../../../server/modules/auth/attachment-check';

describe('the attachment allow-list shared by the file picker and the server', () => {
  it('is the picker\'s own list', () => {
    expect(picker.ALLOWED_EXTENSIONS).toBe(ALLOWED_EXTENSIONS);
    expect(picker.BLOCKED_EXTENSIONS).toBe(BLOCKED_EXTENSIONS);
    expect(picker.PIN_ORDER_FILE_RULES.accept).toBe(PIN_ORDER_EXTENSIONS);
  });

  it('offers only kinds the server recognises, and PIN order kinds among them', () => {
    const known = new Set(ATTACHMENT_KINDS.flatMap((kind) => kind.extensions));
    for (const extension of ALLOWED_EXTENSIONS) {
      expect(picker.isTypeAccepted(`file.${extension}`), extension).toBe(true);
      expect(known.has(extension), extension).toBe(true);
    }
    for (const extension of PIN_ORDER_EXTENSIONS) expect(known.has(extension), extension).toBe(true);
    expect(ALLOWED_EXTENSIONS.filter((extension) => BLOCKED_EXTENSIONS.includes(extension))).toEqual([]);
  });

  it('refuses a blocked name in the picker and on the server, whatever the content', async () => {
    for (const extension of BLOCKED_EXTENSIONS) {
      expect(picker.isTypeAccepted(`file.${extension}`), extension).toBe(false);
      expect(await attachmentKind({ filename: `file.${extension}`, data: Buffer.from('%PDF-1.7') }), extension).toBeNull();
      expect(await attachmentKind({ filename: `file.${extension}.pdf`, data: Buffer.from('%PDF-1.7') }), extension).toBeNull();
    }
  });
});
