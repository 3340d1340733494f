// Remember Me (spec 1 section 3): only the merchant id and username are stored, in localStorage.
export const REMEMBERED_KEY = 'rememberedSignIn';

export interface RememberedSignIn {
  merchantId: string;
  username: string;
}

export function readRemembered(storage: Pick<Storage, 'getItem'> = localStorage): RememberedSignIn | null {
  try {
    const value = JSON.parse(storage.getItem(REMEMBERED_KEY) ?? 'null') as Partial<RememberedSignIn> | null;
    if (value && typeof value.merchantId === 'string' && typeof value.username === 'string') {
      return { merchantId: value.merchantId, username: value.username };
    }
  } catch {
    // A broken value counts as nothing remembered.
  }
  return null;
}

export function writeRemembered(
  remembered: RememberedSignIn | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (remembered) storage.setItem(REMEMBERED_KEY, JSON.stringify(remembered));
    else storage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage blocked: the values are simply not remembered.
  }
}
