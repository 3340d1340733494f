// The rules of Pin Orders (spec 3 section 5): the list's filter (the requested dates, UTC, the end
// not before the start), an item to order (product and quantity required; the quantity a whole
// number of at least 1), the order (at least one item, keyed by product: adding a product again
// replaces it) and its one attachment (the FileDrop's PIN_ORDER_FILE_RULES with the settings'
// size and name length). The server applies the same rules (server/modules/pin-orders).
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { PIN_ORDER_FILE_RULES, type FileRules } from '../../../shared/ui/FileDrop/fileRules';
import type { OrderableProduct, PinOrderItem, PinOrderListQuery } from '../api';

export interface PinOrderFilters {
  searchText: string;
  /** yyyy-MM-dd, UTC; '' for no bound. */
  start: string;
  end: string;
}

export const NO_FILTERS: PinOrderFilters = { searchText: '', start: '', end: '' };

/** The list call's filter part: the whole days of the range, UTC. */
export function filterArgs(filters: PinOrderFilters): Pick<PinOrderListQuery, 'searchText' | 'start' | 'end'> {
  return {
    ...(filters.searchText.trim() ? { searchText: filters.searchText.trim() } : {}),
    ...(filters.start ? { start: `${filters.start} 00:00:00` } : {}),
    ...(filters.end ? { end: `${filters.end} 23:59:59` } : {}),
  };
}

export function filterSchema(intl: IntlShape) {
  return yup.object({
    searchText: yup.string().max(100, intl.formatMessage(commonMessages.maxLength, { max: 100 })),
    start: yup.string(),
    end: yup
      .string()
      .test('not-before-start', intl.formatMessage(pinOrdersMessages.endBeforeStart), (end, context) => !end || !context.parent.start || end >= context.parent.start),
  });
}

export interface NewOrderValues {
  /** The item being added. */
  productCode: string;
  qty: string;
  comment: string;
  items: PinOrderItem[];
  files: File[];
}

export const EMPTY_ORDER: NewOrderValues = { productCode: '', qty: '', comment: '', items: [], files: [] };

/** The item fields' rules, checked when the item is added. */
export function itemSchema(intl: IntlShape) {
  return yup.object({
    productCode: yup.string().required(intl.formatMessage(pinOrdersMessages.productRequired)),
    qty: yup
      .string()
      .required(intl.formatMessage(pinOrdersMessages.quantityRequired))
      .matches(/^\s*\d+\s*$/, intl.formatMessage(pinOrdersMessages.quantityMin))
      .test('at-least-one', intl.formatMessage(pinOrdersMessages.quantityMin), (qty) => Number(qty) >= 1 && Number(qty) <= 100_000),
    comment: yup.string().max(500, intl.formatMessage(commonMessages.maxLength, { max: 500 })),
  });
}

/** The order's rule at Submit: at least one item. */
export function orderSchema(intl: IntlShape) {
  return yup.object({ items: yup.array().min(1, intl.formatMessage(pinOrdersMessages.noItems)) });
}

/** The items with this one added; an item of the same product is replaced. */
export function withItem(items: readonly PinOrderItem[], values: Pick<NewOrderValues, 'productCode' | 'qty' | 'comment'>): PinOrderItem[] {
  const item: PinOrderItem = { productCode: values.productCode, qty: Number(values.qty), ...(values.comment.trim() ? { comment: values.comment.trim() } : {}) };
  const at = items.findIndex((i) => i.productCode === item.productCode);
  return at < 0 ? [...items, item] : items.map((existing, index) => (index === at ? item : existing));
}

/** An item's total: the product's unit value times the quantity. */
export function itemTotal(item: Pick<PinOrderItem, 'productCode' | 'qty'>, products: readonly OrderableProduct[]): { value: number; currency: string } | null {
  const product = products.find((p) => p.productCode === item.productCode);
  return product ? { value: Math.round(product.value * item.qty * 100) / 100, currency: product.currency } : null;
}

/** The attachment rules with the settings' values where the server sent them. */
export function attachmentRules(settings: { pinOrderFileMaxMb?: number; pinOrderFileNameMaxLength?: number } | undefined): FileRules {
  return {
    ...PIN_ORDER_FILE_RULES,
    ...(settings?.pinOrderFileMaxMb ? { maxFileMb: settings.pinOrderFileMaxMb } : {}),
    ...(settings?.pinOrderFileNameMaxLength ? { maxFileNameLength: settings.pinOrderFileNameMaxLength } : {}),
  };
}
