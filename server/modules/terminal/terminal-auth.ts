// Terminals authenticate with a secret key (header X-Terminal-Key) whose SHA-256 is stored;
// keys are long random strings, so a fast hash is enough and allows an indexed lookup.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { terminalByKeyHash } from './terminal.repository';
import { defineMessages } from '@formatjs/intl';

/** What this file's refusals say (server/i18n). */
export const TERMINAL_TEXT = defineMessages({
  keyMissing: { id: 'SERVER.TERMINAL.KEY_MISSING', defaultMessage: 'The terminal key (X-Terminal-Key) is missing.' },
  keyUnknown: { id: 'SERVER.TERMINAL.KEY_UNKNOWN', defaultMessage: 'The terminal key (X-Terminal-Key) is not known.' },
  inactive: { id: 'SERVER.TERMINAL.INACTIVE', defaultMessage: 'The terminal is not active.' },
  /** A sale's refusal as the ledger records it (the transaction's result), for the terminal. */
  refused: { id: 'SERVER.TERMINAL.REFUSED', defaultMessage: '{reason}' },
});

export interface AuthenticatedTerminal {
  id: number;
  code: string;
  agentId: number;
}

export function hashTerminalKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new random terminal key (shown once to whoever installs the terminal). */
export function newTerminalKey(): string {
  return randomBytes(24).toString('base64url');
}

export async function authenticateTerminal(db: Kysely<Database>, key: string | undefined): Promise<AuthenticatedTerminal> {
  if (!key) throw new DomainError(ResultCode.sessionExpired, TERMINAL_TEXT.keyMissing);
  const terminal = await terminalByKeyHash(db, hashTerminalKey(key));
  if (!terminal) throw new DomainError(ResultCode.sessionExpired, TERMINAL_TEXT.keyUnknown);
  if (terminal.status !== 'ACTIVE') throw new DomainError(ResultCode.accountDisabled, TERMINAL_TEXT.inactive);
  return { id: terminal.id, code: terminal.code, agentId: terminal.agent_id };
}
