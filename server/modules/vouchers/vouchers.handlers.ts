// Product Validate / Product Redeem (spec 3, issue #18): GET /api/v1/voucher/validate/{pin} and
// POST /api/v1/voucher/redeem for the signed-in user's merchant. The router has checked the
// session and the contract's x-acl (SCP.EVDS.PRODUCT.REDEMPTION_R, _W) and that the PIN is digits.
import { defineHandlers } from '../../http/handler';
import { requireSession } from '../../http/session';
import { wireMoney, wireTimestamp } from '../../domain/wire';
import type { PinActor } from './pin-attempts.service';
import { redeemAtMerchant, validateAtMerchant } from './vouchers.service';

export const vouchersHandlers = defineHandlers({
  async validateVoucher(ctx) {
    const actor: PinActor = { session: requireSession(ctx), ip: ctx.request.ip || 'unknown' };
    const voucher = await validateAtMerchant(ctx.db, actor, ctx.params.pin);
    return {
      pin: voucher.pin,
      productName: voucher.productName,
      currencyCode: voucher.currencyCode,
      redeemableValue: wireMoney(voucher.redeemableValueMinor),
    };
  },

  async redeemVoucher(ctx) {
    const actor: PinActor = { session: requireSession(ctx), ip: ctx.request.ip || 'unknown' };
    const receipt = await redeemAtMerchant(ctx.db, actor, ctx.body.pin);
    return {
      refId: receipt.refId,
      productName: receipt.productName,
      productCode: receipt.productCode,
      voucherSerial: receipt.voucherSerial,
      redeemedValue: wireMoney(receipt.redeemedValueMinor),
      currencyCode: receipt.currencyCode,
      status: receipt.status,
      redeemedDate: wireTimestamp(receipt.redeemedAt),
      merchantCode: receipt.merchantCode,
      merchantName: receipt.merchantName,
    };
  },
});
