// The permission strings (acls) the shell and the routes check (spec 1 sections 2.1 and 6, decisions).
export const ACL = {
  USER_R: 'SCP.TTI.ADMIN.USER_R',
  PIN_BATCH_LIST_R: 'SCP.EVDS.PIN.BATCH.FILE.LIST_R',
  LIMIT_TEMPLATE_R: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R',
  REDEMPTION_R: 'SCP.EVDS.PRODUCT.REDEMPTION_R',
  REDEMPTION_W: 'SCP.EVDS.PRODUCT.REDEMPTION_W',
  ACCOUNT_MANAGER_R: 'SCP.FLEX.ACCOUNT.MANAGER_R',
  PAYOUT_R: 'SCP.EVDS.PAYOUT_R',
  /** The audit trail (#37): provider staff and administrators. */
  AUDIT_R: 'SCP.PORTAL.AUDIT_R',
} as const;

/** The agent type that never sees the Redeem label (decisions: DISTRIBUTOR). */
export const REDEEM_EXCLUDED_AGENT_TYPE = 'DISTRIBUTOR';
