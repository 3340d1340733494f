// The audit trail's filter panel: period (whole UTC days), username, kind of event, agent code
// (that agent and below) and result. Search applies them (from the first page), Clear removes them.
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';
import { DateRange } from '../../../shared/ui/DateRange';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { auditMessages } from '../messages';
import { AUDIT_CATEGORIES, NO_AUDIT_FILTERS, auditFilterSchema, type AuditFilterValues } from '../forms/auditFilters';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  @media (max-width: 760px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The period takes two columns (its From and To side by side) wherever there are two. */
const Period = styled.div`
  grid-column: span 2;
  @media (max-width: 480px) {
    grid-column: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export function AuditFilters({ values, onSearch }: { values: AuditFilterValues; onSearch: (filters: AuditFilterValues) => void }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const schema = useMemo(() => auditFilterSchema(intl), [intl]);
  const categories = AUDIT_CATEGORIES.map((category) => ({ value: category, label: text(auditMessages[category]) }));
  const results = [
    { value: 'SUCCESS', label: text(auditMessages.success) },
    { value: 'REFUSED', label: text(auditMessages.refusedAny) },
  ];
  return (
    <Formik initialValues={values} enableReinitialize validationSchema={schema} onSubmit={onSearch}>
      {({ resetForm }) => (
        <Form noValidate aria-label={text(auditMessages.filters)}>
          <Grid>
            <Period>
              <DateRange
                legend={text(auditMessages.period)}
                startName="start"
                endName="end"
                startLabel={text(auditMessages.from)}
                endLabel={text(auditMessages.to)}
                hideLegend
              />
            </Period>
            <TextField name="userLogin" label={text(auditMessages.user)} autoComplete="off" />
            <Select name="category" label={text(auditMessages.category)} options={categories} placeholder={text(auditMessages.any)} />
            <TextField name="agentCode" label={text(auditMessages.agentCode)} autoComplete="off" />
            <Select name="result" label={text(auditMessages.result)} options={results} placeholder={text(auditMessages.any)} />
          </Grid>
          <Actions>
            <Button type="submit">{text(commonMessages.search)}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                resetForm({ values: NO_AUDIT_FILTERS });
                onSearch(NO_AUDIT_FILTERS);
              }}
            >
              {text(commonMessages.clear)}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
