// The Pin Orders filter panel (spec 3): search text and the requested-date range; Search applies
// them (the list starts again at page 1), Clear removes them.
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { pinOrdersMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { DateRange } from '../../../shared/ui/DateRange';
import { TextField } from '../../../shared/ui/TextField';
import { filterSchema, NO_FILTERS, type PinOrderFilters as Filters } from '../forms/pinOrderForm';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) minmax(0, 2fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export function PinOrderFilters({ values, onSearch }: { values: Filters; onSearch: (filters: Filters) => void }) {
  const intl = useIntl();
  const schema = useMemo(() => filterSchema(intl), [intl]);
  return (
    <Formik initialValues={values} enableReinitialize validationSchema={schema} onSubmit={onSearch}>
      {({ resetForm }) => (
        <Form noValidate aria-label={intl.formatMessage(pinOrdersMessages.filters)}>
          <Row>
            <TextField name="searchText" type="search" label={intl.formatMessage(pinOrdersMessages.searchText)} />
            <DateRange
              legend={intl.formatMessage(pinOrdersMessages.requestedDate)}
              startName="start"
              endName="end"
              startLabel={intl.formatMessage(pinOrdersMessages.requestedFrom)}
              endLabel={intl.formatMessage(pinOrdersMessages.requestedTo)}
              hideLegend
            />
            <Actions>
              <Button type="submit">{intl.formatMessage(commonMessages.search)}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm({ values: NO_FILTERS });
                  onSearch(NO_FILTERS);
                }}
              >
                {intl.formatMessage(commonMessages.clear)}
              </Button>
            </Actions>
          </Row>
        </Form>
      )}
    </Formik>
  );
}
