// Every permission string (ACL) of the specification and the product decisions, in one place.
// Route guards, user management and the demo data all read these names from here.

export const ACL = {
  USER_R: 'SCP.TTI.ADMIN.USER_R',
  USER_W: 'SCP.TTI.ADMIN.USER_W',
  USER_D: 'SCP.TTI.ADMIN.USER_D',
  REFUND_W: 'SCP.TTI.ADMIN.USER.REFUND_W',
  PIN_BATCH_LIST_R: 'SCP.EVDS.PIN.BATCH.FILE.LIST_R',
  PIN_BATCH_REQUEST_C: 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_C',
  PIN_BATCH_REQUEST_D: 'SCP.EVDS.PIN.BATCH.FILE.REQUEST_D',
  PIN_BATCH_APPROVE_W: 'SCP.EVDS.PIN.BATCH.FILE.APPROVE_W',
  /** Download a ready order's PINs (GET /api/v1/download-pin-batch-order), besides LIST_R: seeing
   * the orders is not holding their PINs (#33). */
  PIN_BATCH_DOWNLOAD_R: 'SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R',
  /** Set or remove the OpenPGP key an agent's PIN files are encrypted to (PUT
   * /api/v1/agent-pgp-key); provider staff only. */
  PIN_BATCH_KEY_W: 'SCP.EVDS.PIN.BATCH.KEY_W',
  REDEMPTION_R: 'SCP.EVDS.PRODUCT.REDEMPTION_R',
  REDEMPTION_W: 'SCP.EVDS.PRODUCT.REDEMPTION_W',
  LIMIT_TEMPLATE_R: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_R',
  LIMIT_TEMPLATE_C: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_C',
  LIMIT_TEMPLATE_W: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_W',
  LIMIT_TEMPLATE_D: 'SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_D',
  ACCOUNT_MANAGER_R: 'SCP.FLEX.ACCOUNT.MANAGER_R',
  PAYOUT_R: 'SCP.EVDS.PAYOUT_R',
  SUPPORT_IMPERSONATE: 'SCP.SUPPORT.IMPERSONATE',
  /** Change the deployment's branding (PUT /api/v1/custom-template-details); provider staff only. */
  BRANDING_W: 'SCP.PORTAL.BRANDING_W',
  /** Create and change portal documents (notices, resources, the contact-us text: POST and PUT
   * /api/v1/save-document); provider staff only. */
  DOCUMENTS_W: 'SCP.PORTAL.DOCUMENTS_W',
  /** Read the audit trail of the user's agent and its descendants (GET /api/v1/audit-events and
   * its CSV export, #37): provider staff and administrators (migration 0020). */
  AUDIT_R: 'SCP.PORTAL.AUDIT_R',
} as const;

export type Acl = (typeof ACL)[keyof typeof ACL];

/** Every ACL, in a stable order. */
export const ALL_ACLS: readonly Acl[] = Object.values(ACL);

/** ACLs only the provider's own staff hold: impersonation, PIN order approval and the agents'
 * PIN file keys, branding, documents. */
export const PROVIDER_ONLY_ACLS: readonly Acl[] = [ACL.SUPPORT_IMPERSONATE, ACL.PIN_BATCH_APPROVE_W, ACL.PIN_BATCH_KEY_W, ACL.BRANDING_W, ACL.DOCUMENTS_W];

/** Every ACL a merchant (non-provider) administrator may hold. */
export const MERCHANT_ACLS: readonly Acl[] = ALL_ACLS.filter((acl) => !PROVIDER_ONLY_ACLS.includes(acl));

export function isAcl(value: string): value is Acl {
  return (ALL_ACLS as readonly string[]).includes(value);
}
