// Terminals authenticate with a secret key (header X-Terminal-Key) whose SHA-256 is stored;
// keys are long random strings, so a fast hash is enough and allows an indexed lookup.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { terminalByKeyHash } from './terminal.repository';

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
  if (!key) throw new DomainError(ResultCode.sessionExpired, 'X-Terminal-Key: missing terminal key');
  const terminal = await terminalByKeyHash(db, hashTerminalKey(key));
  if (!terminal) throw new DomainError(ResultCode.sessionExpired, 'X-Terminal-Key: unknown terminal key');
  if (terminal.status !== 'ACTIVE') throw new DomainError(ResultCode.accountDisabled, 'terminal is not active');
  return { id: terminal.id, code: terminal.code, agentId: terminal.agent_id };
}
