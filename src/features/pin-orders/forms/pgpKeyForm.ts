// The rules of the PIN file encryption key (our addition to spec 3): the agent code looked up by
// provider staff (the contract's AgentCode: at most 8 upper-case letters and digits; empty for the
// user's own agent) and the key to set (required, ASCII-armored: it contains the public key
// block's header line, at most the contract's 65,536 characters). The server reads the key itself
// (server/modules/pin-orders/pgp-keys.ts) and refuses what cannot encrypt, naming publicKey.
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { CONTRACT_PATTERNS } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import type { AgentPgpKey } from '../api';

export const PUBLIC_KEY_HEADER = '-----BEGIN PGP PUBLIC KEY BLOCK-----';
export const PUBLIC_KEY_MAX_LENGTH = 65_536;
export const AGENT_CODE_MAX_LENGTH = 8;
/** The key files the picker offers (extensions, no dot). */
export const KEY_FILE_TYPES: readonly string[] = ['asc', 'pgp', 'txt'];

export interface KeyLookupValues {
  agentCode: string;
}

export interface PublicKeyValues {
  publicKey: string;
}

export const EMPTY_PUBLIC_KEY: PublicKeyValues = { publicKey: '' };

/** An agent code as typed: letters and digits only, upper case. */
export const agentCodeAsTyped = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

export function keyLookupSchema(intl: IntlShape) {
  const invalid = intl.formatMessage(pinOrdersMessages.agentCodeInvalid);
  return yup.object({
    agentCode: yup
      .string()
      .max(AGENT_CODE_MAX_LENGTH, invalid)
      .test('agent-code', invalid, (code) => !code || CONTRACT_PATTERNS.AgentCode.test(code)),
  });
}

export function publicKeySchema(intl: IntlShape) {
  return yup.object({
    publicKey: yup
      .string()
      .trim()
      .required(intl.formatMessage(pinOrdersMessages.publicKeyRequired))
      .max(PUBLIC_KEY_MAX_LENGTH, intl.formatMessage(commonMessages.maxLength, { max: PUBLIC_KEY_MAX_LENGTH }))
      .test('armored', intl.formatMessage(pinOrdersMessages.publicKeyArmored), (key) => !key || key.includes(PUBLIC_KEY_HEADER)),
  });
}

/** A fingerprint in blocks of four characters, as key tools show it: '61F9 E1BB ECCD ...'. */
export function groupedFingerprint(fingerprint: string): string {
  return fingerprint.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The agent as the card and the dialogs name it: 'MD0001 - Southern Cross Distribution'. */
export function keyAgentName(key: Pick<AgentPgpKey, 'agentCode' | 'agentName'>): string {
  return `${key.agentCode} - ${key.agentName}`;
}
