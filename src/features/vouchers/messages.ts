// Product Validate / Product Redeem (spec 3): the three steps, enter PIN, confirm, receipt.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  validateTitle: { id: 'VOUCHER.TITLE.VALIDATE', defaultMessage: 'Product Validate' },
  redeemTitle: { id: 'VOUCHER.TITLE.REDEEM', defaultMessage: 'Product Redeem' },
  stepEnterPin: { id: 'VOUCHER.STEP.ENTER_PIN', defaultMessage: 'Enter PIN' },
  stepConfirm: { id: 'VOUCHER.STEP.CONFIRM', defaultMessage: 'Confirm redemption' },
  stepReceipt: { id: 'VOUCHER.STEP.RECEIPT', defaultMessage: 'Receipt' },
  stepOf: { id: 'VOUCHER.STEP.OF', defaultMessage: 'Step {step} of {total}' },

  voucherPin: { id: 'VOUCHER.FIELD.PIN', defaultMessage: 'Voucher Pin' },
  pinPlaceholder: { id: 'VOUCHER.FIELD.PIN_PLACEHOLDER', defaultMessage: 'Enter the voucher PIN' },
  pinRequired: { id: 'VOUCHER.VALIDATION.PIN_REQUIRED', defaultMessage: 'Voucher Pin is required' },
  pinNumeric: { id: 'VOUCHER.VALIDATION.PIN_NUMERIC', defaultMessage: 'Voucher Pin must be a number' },
  validate: { id: 'VOUCHER.BUTTON.VALIDATE', defaultMessage: 'Validate' },
  redeem: { id: 'VOUCHER.BUTTON.REDEEM', defaultMessage: 'Redeem' },
  printReceipt: { id: 'VOUCHER.BUTTON.PRINT_RECEIPT', defaultMessage: 'Print receipt' },

  merchant: { id: 'VOUCHER.FIELD.MERCHANT', defaultMessage: 'Merchant' },
  productName: { id: 'VOUCHER.FIELD.PRODUCT_NAME', defaultMessage: 'Product' },
  voucherSerial: { id: 'VOUCHER.FIELD.SERIAL', defaultMessage: 'Voucher serial' },
  currency: { id: 'VOUCHER.FIELD.CURRENCY', defaultMessage: 'Currency' },
  redeemableValue: { id: 'VOUCHER.FIELD.REDEEMABLE_VALUE', defaultMessage: 'Redeemable Value' },
  redeemedValue: { id: 'VOUCHER.FIELD.REDEEMED_VALUE', defaultMessage: 'Redeemed Value' },
  referenceId: { id: 'VOUCHER.FIELD.REFERENCE_ID', defaultMessage: 'Reference ID' },
  status: { id: 'VOUCHER.FIELD.STATUS', defaultMessage: 'Status' },
  redeemedAt: { id: 'VOUCHER.FIELD.REDEEMED_AT', defaultMessage: 'Redeemed at' },

  validVoucher: { id: 'VOUCHER.RESULT.VALID', defaultMessage: 'This voucher is valid.' },
  confirmRedeem: {
    id: 'VOUCHER.CONFIRM.TEXT',
    defaultMessage: 'Redeem this voucher for {value}? A redeemed voucher cannot be used again.',
  },
  redeemSuccess: { id: 'VOUCHER.RESULT.REDEEMED', defaultMessage: 'The voucher has been redeemed.' },
  receiptTitle: { id: 'VOUCHER.RECEIPT.TITLE', defaultMessage: 'Redemption receipt' },
  alertValidate: { id: 'VOUCHER.ALERT.VALIDATE', defaultMessage: 'Validate Voucher' },
  alertRedeem: { id: 'VOUCHER.ALERT.REDEEM', defaultMessage: 'Redeem Voucher' },
});

type Values = {
  stepOf: { step: number; total: number };
  confirmRedeem: { value: string };
};

export const vouchersMessages = messages as WithValues<typeof messages, Values>;
