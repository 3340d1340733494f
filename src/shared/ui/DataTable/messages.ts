// The table's own words (the rest are common messages).
import { defineMessages, type NoMessageValues } from 'react-intl';

export const tableMessages = defineMessages<{
  pagination: NoMessageValues;
  details: NoMessageValues;
}>({
  pagination: { id: 'TABLE.PAGINATION', defaultMessage: 'Pagination' },
  details: { id: 'TABLE.DETAILS_COLUMN', defaultMessage: 'Details' },
});
