// The reference lists of the agent form: countries, states of a country and time zones. Any
// signed-in user may read them (the router checks the session).
import type { HandlerMap } from '../../http/handler';
import { listCountries, listStates } from './countries';
import { listTimeZones } from './time-zones';

export const referenceDataHandlers: HandlerMap = {
  async getCountryList() {
    return { data: listCountries() };
  },

  async getStateList({ request }) {
    const { countryCode } = request.query as { countryCode: string };
    return { data: listStates(countryCode) };
  },

  async getTimezoneList() {
    return { data: listTimeZones() };
  },
};
