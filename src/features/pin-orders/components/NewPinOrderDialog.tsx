// The create-order modal (spec 3): for the signed-in user's agent (the distribution entity), a
// product and a quantity (and a comment) added to the order's items, keyed by product (adding a
// product again replaces its item), each with its total (unit value times quantity, in its
// currency); one optional attachment within the settings' rules. Submit places one order per item,
// all or none; the server's refusal shows under the field it names, or as an alert.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetSettingsQuery } from '../../../shared/api/agent-reads';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { CompactTable } from '../../../shared/ui/CompactTable';
import { FileDropField } from '../../../shared/ui/FileDrop';
import { ErrorText } from '../../../shared/ui/FormField';
import { IconButton } from '../../../shared/ui/IconButton';
import { Modal } from '../../../shared/ui/Modal';
import { Money } from '../../../shared/ui/Money';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useListOrderableProductsQuery, useSubmitPinOrdersMutation, type OrderableProduct } from '../api';
import { attachmentRules, EMPTY_ORDER, itemSchema, itemTotal, orderSchema, withItem, type NewOrderValues } from '../forms/pinOrderForm';
import { DialogActions } from '../../../shared/forms/DialogActions';

const ItemRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(80px, 1fr) minmax(0, 2fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > button {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const Items = styled(CompactTable)`
  margin-bottom: ${({ theme }) => theme.space[4]};
  td:nth-child(2),
  td:nth-child(3) {
    text-align: end;
  }
`;

const Entity = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  strong {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** Fields of the item being added, as the form names them (so a refusal lands under one). */
const ITEM_FIELDS = ['productCode', 'qty', 'comment'] as const;

function productLabel(product: OrderableProduct): string {
  return `${product.productCode} - ${product.productDescription}`;
}

export function NewPinOrderDialog({ agent, onClose }: { agent: string; onClose: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const products = useListOrderableProductsQuery().data ?? [];
  const settings = useGetSettingsQuery().data;
  const rules = attachmentRules(settings);
  const [submit, { isLoading }] = useSubmitPinOrdersMutation();
  const itemRules = useMemo(() => itemSchema(intl), [intl]);
  const orderRules = useMemo(() => orderSchema(intl), [intl]);
  const title = text(pinOrdersMessages.createTitle);

  const addItem = async ({ values, setValues, setErrors, setTouched }: Pick<FormikHelpers<NewOrderValues>, 'setValues' | 'setErrors' | 'setTouched'> & { values: NewOrderValues }) => {
    try {
      await itemRules.validate(values, { abortEarly: false });
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      await setTouched(Object.fromEntries(ITEM_FIELDS.map((f) => [f, true])), false);
      // The first problem of each field.
      setErrors(Object.fromEntries([...inner].reverse().map((e) => [e.path, e.message])));
      return;
    }
    await setValues({ ...values, items: withItem(values.items, values), productCode: '', qty: '', comment: '' }, false);
    await setTouched({}, false);
  };

  const onSubmit = async (values: NewOrderValues, helpers: FormikHelpers<NewOrderValues>) => {
    const outcome = await submit({ pinOrders: values.items, ...(values.files[0] ? { files: values.files[0] } : {}) });
    if ('error' in outcome) {
      const refusal = outcome.error as ApiResult & { field?: string };
      if (refusal.field === 'files') helpers.setFieldError('files', refusal.resultDescription);
      else alerts.danger(title, refusal.resultDescription);
      return;
    }
    alerts.success(title, outcome.data);
    onClose();
  };

  return (
    <Formik initialValues={EMPTY_ORDER} validationSchema={orderRules} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {(form) => (
        <Modal
          open
          size="lg"
          title={title}
          onClose={onClose}
          locked={isLoading}
          footer={<DialogActions action={text(pinOrdersMessages.submitOrder)} busy={isLoading} onCancel={onClose} onAction={() => void form.submitForm()} />}
        >
          <Form noValidate aria-label={title}>
            <Entity>
              <strong>{text(pinOrdersMessages.distributionEntity)}</strong>
              {agent}
            </Entity>
            <ItemRow>
              <Select
                name="productCode"
                label={text(pinOrdersMessages.product)}
                required
                placeholder={text(pinOrdersMessages.selectProduct)}
                options={products.map((p) => ({ value: p.productCode, label: productLabel(p) }))}
              />
              <TextField name="qty" label={text(pinOrdersMessages.quantity)} required inputMode="numeric" />
              <TextField name="comment" label={text(pinOrdersMessages.comment)} maxLength={500} />
              <Button variant="secondary" onClick={() => void addItem(form)}>
                {text(pinOrdersMessages.addItem)}
              </Button>
            </ItemRow>
            {form.values.items.length ? (
              <Items aria-label={text(pinOrdersMessages.orderItems)}>
                <thead>
                  <tr>
                    <th scope="col">{text(pinOrdersMessages.product)}</th>
                    <th scope="col">{text(pinOrdersMessages.quantity)}</th>
                    <th scope="col">{text(pinOrdersMessages.totalValue)}</th>
                    <th scope="col">{text(pinOrdersMessages.comment)}</th>
                    <th scope="col">
                      <span hidden>{text(commonMessages.actions)}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {form.values.items.map((item) => {
                    const total = itemTotal(item, products);
                    return (
                      <tr key={item.productCode}>
                        <td>{item.productCode}</td>
                        <td>{intl.formatNumber(item.qty)}</td>
                        <td>{total ? <Money value={total.value} currency={total.currency} /> : null}</td>
                        <td>{item.comment ?? ''}</td>
                        <td>
                          <IconButton
                            icon="×"
                            label={text(pinOrdersMessages.removeItem, { productCode: item.productCode })}
                            onClick={() => void form.setFieldValue('items', form.values.items.filter((i) => i.productCode !== item.productCode))}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Items>
            ) : null}
            {form.errors.items ? <ErrorText role="alert">{String(form.errors.items)}</ErrorText> : null}
            <FileDropField
              name="files"
              label={text(pinOrdersMessages.attachment)}
              accept={rules.accept}
              maxFileMb={rules.maxFileMb}
              maxFileNameLength={rules.maxFileNameLength}
              maxFiles={1}
              help={text(pinOrdersMessages.acceptedTypes, { types: (rules.accept ?? []).join(', ') })}
            />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
