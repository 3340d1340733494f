// Product Validate / Product Redeem (spec 3, issue #18): GET /api/v1/voucher/validate/{pin} (the spec's),
// POST /api/v1/voucher/validate (the PIN in the body, kept out of URLs and logs) and POST /api/v1/voucher/redeem for the signed-in user's merchant. The router has checked the
// session and the contract's x-acl (SCP.EVDS.PRODUCT.REDEMPTION_R, _W) and that the PIN is digits.
import { defineHandlers, type HandlerContext } from '../../http/handler';
import { requireSession } from '../../http/session';
import { wireMoney, wireTimestamp } from '../../domain/wire';
import type { PinActor } from './pin-attempts.service';
import { redeemAtMerchant, validateAtMerchant } from './vouchers.service';

function pinActor(ctx: HandlerContext): PinActor {
  return { session: requireSession(ctx), ip: ctx.request.ip || 'unknown' };
}

function validation(voucher: Awaited<ReturnType<typeof validateAtMerchant>>) {
  return {
    pin: voucher.pin,
    productName: voucher.productName,
    currencyCode: voucher.currencyCode,
    redeemableValue: wireMoney(voucher.redeemableValueMinor),
  };
}

export const vouchersHandlers = defineHandlers({
  async validateVoucher(ctx) {
    return validation(await validateAtMerchant(ctx.db, pinActor(ctx), ctx.params.pin));
  },

  async validateVoucherPin(ctx) {
    return validation(await validateAtMerchant(ctx.db, pinActor(ctx), ctx.body.pin));
  },

  async redeemVoucher(ctx) {
    const receipt = await redeemAtMerchant(ctx.db, pinActor(ctx), ctx.body.pin);
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
