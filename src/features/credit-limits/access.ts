// What the signed-in user may do on Credit Limits (spec 3 section 6: every credit limit ACL
// shares the prefix SCP.TTI.USER.LIMIT.TEMPLATE; _R to see the page, which the page gate checks),
// and how long its alerts stay (spec 3 section 9: 2000 ms).
export const LIMIT_ACL = {
  create: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_C',
  write: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_W',
  delete: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_D',
} as const;

export const LIMIT_ALERT_MS = 2000;

export interface LimitRights {
  canCreate: boolean;
  canWrite: boolean;
  canDelete: boolean;
}

export function limitRights(acls: readonly string[]): LimitRights {
  return { canCreate: acls.includes(LIMIT_ACL.create), canWrite: acls.includes(LIMIT_ACL.write), canDelete: acls.includes(LIMIT_ACL.delete) };
}
