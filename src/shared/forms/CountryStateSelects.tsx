// The country and state selects of an address form (formik fields countryCode and stateCode):
// the states follow the chosen country, and choosing another country clears the state.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useGetCountryListQuery, useGetStateListQuery, type CodeName } from '../api/reference-lists';
import { Select } from '../ui/Select';

export interface CountryStateSelectsProps {
  labels: { country: string; state: string };
  disabled?: boolean;
}

interface AddressValues {
  countryCode: string;
  stateCode: string;
}

const options = (list: readonly CodeName[] | undefined) => (list ?? []).map((item) => ({ value: item.code, label: item.name }));

export function CountryStateSelects({ labels, disabled }: CountryStateSelectsProps) {
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const countryCode = values.countryCode;
  const previous = useRef(countryCode);
  useEffect(() => {
    if (previous.current !== countryCode) void setFieldValue('stateCode', '');
    previous.current = countryCode;
  }, [countryCode, setFieldValue]);
  const countries = useGetCountryListQuery();
  const states = useGetStateListQuery(countryCode, { skip: !countryCode });
  return (
    <>
      <Select name="countryCode" label={labels.country} options={options(countries.data)} placeholder="" disabled={disabled} />
      <Select name="stateCode" label={labels.state} options={options(states.data)} placeholder="" disabled={disabled} />
    </>
  );
}
