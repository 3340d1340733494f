// RTK Query endpoints of Product Validate / Product Redeem (spec 3): check a voucher PIN, and
// redeem it. Both are mutations: every check reaches the server (failed checks are counted there
// against walking the PIN space), and a redemption changes balances and the day's figures, which
// it invalidates.
import { answerOf, portalApi, type ApiSchema } from '../../shared/api';

export type VoucherValidation = ApiSchema<'VoucherValidation'>;
export type RedeemReceipt = Omit<ApiSchema<'RedeemResult'>, 'resultCode' | 'resultDescription' | 'field'>;

export const vouchersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    validateVoucher: build.mutation<VoucherValidation, string>({
      // The PIN travels in the body, never in a URL that a log, proxy or history keeps.
      query: (pin) => (client) => client.call(client.client.POST('/api/v1/voucher/validate', { body: { pin } })),
      transformResponse: answerOf('validateVoucherPin', ({ resultCode: _code, resultDescription: _text, ...voucher }) => voucher),
    }),
    redeemVoucher: build.mutation<RedeemReceipt, string>({
      query: (pin) => (client) => client.call(client.client.POST('/api/v1/voucher/redeem', { body: { pin } })),
      transformResponse: answerOf('redeemVoucher', ({ resultCode: _code, resultDescription: _text, ...receipt }) => receipt),
      invalidatesTags: (_result, error) => (error ? [] : ['Transactions', 'Balances', 'Vouchers']),
    }),
  }),
});

export const { useValidateVoucherMutation, useRedeemVoucherMutation } = vouchersApi;
