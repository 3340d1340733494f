// Product Validate / Product Redeem (spec 3): 1 enter the PIN (digits only, 'Voucher Pin must be
// a number') and validate it; 2 confirm the redemption; 3 the receipt, printed on a clean sheet
// (merchant, product, value, reference, time). Cancel or OK goes back to step 1 and clears what
// was validated and redeemed. A user who may only validate (no SCP.EVDS.PRODUCT.REDEMPTION_W, or
// an agent of the excluded type) sees step 1 and the result of the check. The server's refusals
// (an unknown, redeemed or refunded voucher; too many failed checks) show in its words.
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { object, string } from 'yup';
import { CONTRACT_PATTERNS, type ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { vouchersMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Money } from '../../../shared/ui/Money';
import { PrintSheet } from '../../../shared/ui/PrintSheet';
import { TextField } from '../../../shared/ui/TextField';
import { useRedeemVoucherMutation, useValidateVoucherMutation, type RedeemReceipt, type VoucherValidation } from '../api';
import { DetailList } from '../../../shared/ui/DetailList';
import { formatTimestamp } from '../../../shared/ui/Timestamp';
import { TransactionStatus } from '../../../shared/transactions/transactionColumns';
import { DialogActions } from '../../../shared/forms/DialogActions';

export interface ProductRedeemScreenProps {
  /** SCP.EVDS.PRODUCT.REDEMPTION_W and an agent type that may redeem (src/app/router/access.ts). */
  mayRedeem: boolean;
}

type Step =
  | { step: 1 }
  | { step: 2; voucher: VoucherValidation }
  | { step: 3; receipt: RedeemReceipt };

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  counter-reset: step;
  color: ${({ theme }) => theme.color.textMuted};
  li::before {
    counter-increment: step;
    content: counter(step) '. ';
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Body = styled.div`
  max-width: 520px;
`;

/** What a step shows; it takes the focus when the step appears (no ring: it is not a control). */
const StepView = styled.div`
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A PIN as printed on a voucher or pasted from one: groups separated by spaces or dashes. */
export function typedPin(pin: string): string {
  return pin.replace(/[\s-]/g, '');
}

export function ProductRedeemScreen({ mayRedeem }: ProductRedeemScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const [state, setState] = useState<Step>({ step: 1 });
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [printing, setPrinting] = useState(false);
  const [validate, validating] = useValidateVoucherMutation();
  const [redeem, redeeming] = useRedeemVoucherMutation();
  const restart = () => {
    setRefusal(null);
    setState({ step: 1 });
    validating.reset();
  };
  const pinMessage = text(vouchersMessages.pinNumeric);
  const money = (value: number, currency?: string | null) => <Money value={value} currency={currency ?? undefined} />;

  // After a step changes, focus goes to what it shows (the voucher to confirm, the receipt, the
  // PIN field again), so that a keyboard or screen-reader user is not left on the page's body.
  const stepStart = useRef<HTMLDivElement>(null);
  const shown = !mayRedeem && validating.data ? 'valid' : `step${state.step}`;
  const focused = useRef(shown);
  useEffect(() => {
    if (focused.current === shown) return;
    focused.current = shown;
    stepStart.current?.focus();
  }, [shown]);

  const check = async ({ pin }: { pin: string }) => {
    setRefusal(null);
    const outcome = await validate(typedPin(pin));
    if ('error' in outcome) setRefusal({ title: text(vouchersMessages.alertValidate), message: (outcome.error as ApiResult).resultDescription });
    else if (mayRedeem) setState({ step: 2, voucher: outcome.data });
  };
  const confirm = async (voucher: VoucherValidation) => {
    setRefusal(null);
    const outcome = await redeem(voucher.pin);
    if ('error' in outcome) setRefusal({ title: text(vouchersMessages.alertRedeem), message: (outcome.error as ApiResult).resultDescription });
    else setState({ step: 3, receipt: outcome.data });
  };
  const voucherItems = (voucher: VoucherValidation) =>
    [
      [text(vouchersMessages.productName), voucher.productName],
      [text(vouchersMessages.currency), voucher.currencyCode],
      [text(vouchersMessages.redeemableValue), money(voucher.redeemableValue, voucher.currencyCode)],
    ] as const;
  const receiptItems = (receipt: RedeemReceipt) =>
    [
      [text(vouchersMessages.merchant), `${receipt.merchantName} (${receipt.merchantCode})`],
      [text(vouchersMessages.productName), receipt.productName],
      [text(vouchersMessages.voucherSerial), receipt.voucherSerial],
      [text(vouchersMessages.redeemedValue), money(receipt.redeemedValue, receipt.currencyCode)],
      [text(vouchersMessages.referenceId), receipt.refId],
      [text(vouchersMessages.redeemedAt), formatTimestamp(intl, receipt.redeemedDate)],
      [text(vouchersMessages.status), <TransactionStatus key="status" status={receipt.status} />],
    ] as const;
  const steps = [vouchersMessages.stepEnterPin, vouchersMessages.stepConfirm, vouchersMessages.stepReceipt];
  const validOnly = !mayRedeem && validating.data;

  return (
    <Card title={text(mayRedeem ? vouchersMessages.redeemTitle : vouchersMessages.validateTitle)}>
      <Body>
        {mayRedeem ? (
          <Steps aria-label={text(vouchersMessages.stepOf, { step: state.step, total: 3 })}>
            {steps.map((label, index) => (
              <li key={label.id} aria-current={state.step === index + 1 ? 'step' : undefined}>
                {text(label)}
              </li>
            ))}
          </Steps>
        ) : null}
        {refusal ? (
          <Banner tone="danger" title={refusal.title}>
            {refusal.message}
          </Banner>
        ) : null}
        {state.step === 1 && !validOnly ? (
          <Formik
            initialValues={{ pin: '' }}
            validationSchema={object({ pin: string().transform(typedPin).required(text(vouchersMessages.pinRequired)).matches(CONTRACT_PATTERNS.VoucherPin, pinMessage).max(32, pinMessage) })}
            onSubmit={check}
          >
            <Form noValidate onChange={() => setRefusal(null)}>
              <TextField name="pin" label={text(vouchersMessages.voucherPin)} placeholder={text(vouchersMessages.pinPlaceholder)} inputMode="numeric" autoComplete="off" maxLength={32} required autoFocus />
              <Button type="submit" busy={validating.isLoading}>
                {text(vouchersMessages.validate)}
              </Button>
            </Form>
          </Formik>
        ) : null}
        {validOnly ? (
          <StepView ref={stepStart} tabIndex={-1}>
            <Banner tone="success" title={text(vouchersMessages.validVoucher)} />
            <DetailList items={voucherItems(validOnly)} />
            <Button onClick={restart}>{text(commonMessages.ok)}</Button>
          </StepView>
        ) : null}
        {state.step === 2 ? (
          <StepView ref={stepStart} tabIndex={-1}>
            <DetailList items={voucherItems(state.voucher)} />
            <p>{text(vouchersMessages.confirmRedeem, { value: intl.formatNumber(state.voucher.redeemableValue, { style: 'currency', currency: state.voucher.currencyCode }) })}</p>
            <Actions>
              <DialogActions action={text(vouchersMessages.redeem)} busy={redeeming.isLoading} onCancel={restart} onAction={() => void confirm(state.voucher)} />
            </Actions>
          </StepView>
        ) : null}
        {state.step === 3 ? (
          <StepView ref={stepStart} tabIndex={-1}>
            <Banner tone="success" title={text(vouchersMessages.redeemSuccess)} />
            <h3>{text(vouchersMessages.receiptTitle)}</h3>
            <DetailList items={receiptItems(state.receipt)} />
            <Actions>
              <Button variant="secondary" onClick={() => setPrinting(true)}>
                {text(vouchersMessages.printReceipt)}
              </Button>
              <Button onClick={restart}>{text(commonMessages.ok)}</Button>
            </Actions>
            {printing ? (
              <PrintSheet onDone={() => setPrinting(false)}>
                <h1>{text(vouchersMessages.receiptTitle)}</h1>
                <DetailList items={receiptItems(state.receipt)} />
              </PrintSheet>
            ) : null}
          </StepView>
        ) : null}
      </Body>
    </Card>
  );
}
