// OpenPGP for PIN files (openpgp.js): what an agent's public key is and whether it can encrypt,
// and a PIN file encrypted to it. Loaded on first use, so a server start does not pay for it.

export interface PublicKeyInfo {
  /** ASCII-armored, public parts only (whatever else the text held is dropped). */
  armored: string;
  /** Upper-case hexadecimal (v4: 40 digits). */
  fingerprint: string;
  /** The encryption key's algorithm and curve or size: 'ecdh curve25519Legacy', 'rsaEncryptSign 3072'. */
  algorithm: string;
  userIds: string[];
  createdAt: Date;
  expiresAt: Date | null;
}

/** Why a text is not a key PIN files can be encrypted to. */
export type KeyProblem = 'not-a-public-key' | 'private-key' | 'cannot-encrypt';

const openpgp = () => import('openpgp');

/** Reads an armored OpenPGP public key; answers what is wrong with it instead when it cannot be
 * used: not a key, a private key (never kept), or no valid encryption key (expired, revoked, too
 * weak, signing only). */
export async function readPublicKey(text: string): Promise<PublicKeyInfo | KeyProblem> {
  const { readKey } = await openpgp();
  let key;
  try {
    key = await readKey({ armoredKey: text });
  } catch {
    return 'not-a-public-key';
  }
  if (key.isPrivate()) return 'private-key';
  let encryptionKey;
  try {
    encryptionKey = await key.getEncryptionKey();
  } catch {
    return 'cannot-encrypt';
  }
  const info = encryptionKey.getAlgorithmInfo();
  const expires = await key.getExpirationTime().catch(() => null);
  return {
    armored: key.armor(),
    fingerprint: key.getFingerprint().toUpperCase(),
    algorithm: [info.algorithm, info.curve ?? info.bits].filter((part) => part !== undefined).join(' '),
    userIds: key.getUserIDs(),
    createdAt: key.getCreationTime(),
    expiresAt: expires instanceof Date ? expires : null,
  };
}

/** The text encrypted to the armored public key, ASCII-armored. */
export async function encryptToKey(text: string, armoredKey: string): Promise<string> {
  const { createMessage, encrypt, readKey } = await openpgp();
  const encryptionKeys = await readKey({ armoredKey });
  return encrypt({ message: await createMessage({ text }), encryptionKeys, format: 'armored' });
}
