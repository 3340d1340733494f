// Which permissions a user may give another (issue #13): the per-user flags are a view of three
// ACLs (validate pin = REDEMPTION_R, redeem voucher = REDEMPTION_W, refund voucher = REFUND_W),
// so flags and ACLs never disagree; a user adds or removes only ACLs it holds itself, never a
// provider-only one, and acts only on users who hold nothing it lacks.
import { ACL, PROVIDER_ONLY_ACLS, isAcl, type Acl } from '../../domain/acls';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import type { WireFlag } from '../../domain/wire';
import { defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { REFUSAL } from '../../i18n/refusals';
import { words } from '../../i18n/words';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  providerPermissionsGivenMerchant: { id: 'SERVER.USERS.PROVIDER_PERMISSIONS_GIVEN_MERCHANT', defaultMessage: "Provider permissions cannot be given to merchant users." },
  changeUserWhoHolds: { id: 'SERVER.USERS.CHANGE_USER_WHO_HOLDS', defaultMessage: "You cannot change a user who holds permissions you do not have." },
});

export const FLAG_ACLS = {
  validatePinPermission: ACL.REDEMPTION_R,
  redeemVoucherPermission: ACL.REDEMPTION_W,
  refundVoucherPermission: ACL.REFUND_W,
} as const satisfies Record<string, Acl>;

export type PermissionFlags = Partial<Record<keyof typeof FLAG_ACLS, WireFlag>>;

const missingPermission = (acl: string) => new DomainError(ResultCode.permissionDenied, words(REFUSAL.permission, { acl }));

/**
 * The ACLs a user ends with: the requested list (the current one when none is sent), each flag
 * sent then adding ('T') or removing ('F') its ACL. Refuses an unknown ACL (1001), a provider-only
 * one (1003), and any change to an ACL the actor does not hold (1003), whatever else the edit does.
 */
export function grantedAcls(
  actorAcls: ReadonlySet<string>,
  current: readonly string[],
  requested: readonly string[] | undefined,
  flags: PermissionFlags,
): string[] {
  const next = new Set(requested ?? current);
  for (const [flag, acl] of Object.entries(FLAG_ACLS) as [keyof typeof FLAG_ACLS, Acl][]) {
    if (flags[flag] === 'T') next.add(acl);
    if (flags[flag] === 'F') next.delete(acl);
  }
  for (const acl of next) {
    if (!isAcl(acl)) throw fieldRefusal('acls', PROBLEM.format);
    if ((PROVIDER_ONLY_ACLS as readonly string[]).includes(acl) && !current.includes(acl)) {
      throw new DomainError(ResultCode.permissionDenied, TEXT.providerPermissionsGivenMerchant);
    }
  }
  const changed = [...[...next].filter((acl) => !current.includes(acl)), ...current.filter((acl) => !next.has(acl))];
  const notHeld = changed.find((acl) => !actorAcls.has(acl));
  if (notHeld) throw missingPermission(notHeld);
  return [...next].sort();
}

/** The flags as the contract sends them, read from the ACLs. */
export function flagsOf(acls: readonly string[]): Record<keyof typeof FLAG_ACLS, boolean> {
  return {
    validatePinPermission: acls.includes(FLAG_ACLS.validatePinPermission),
    redeemVoucherPermission: acls.includes(FLAG_ACLS.redeemVoucherPermission),
    refundVoucherPermission: acls.includes(FLAG_ACLS.refundVoucherPermission),
  };
}

/** Refuses (1003) acting on a user who holds an ACL the actor does not. */
export function assertNoMorePowerful(actorAcls: ReadonlySet<string>, targetAcls: readonly string[]): void {
  if (targetAcls.some((acl) => !actorAcls.has(acl))) {
    throw new DomainError(ResultCode.permissionDenied, TEXT.changeUserWhoHolds);
  }
}
