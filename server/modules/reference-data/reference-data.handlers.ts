// The reference lists of the agent form: countries, states of a country and time zones. Any
// signed-in user may read them (the router checks the session).
import { defineHandlers } from '../../http/handler';
import { listCountries, listStates } from './countries';
import { listTimeZones } from './time-zones';

export const referenceDataHandlers = defineHandlers({
  async getCountryList() {
    return { data: [...listCountries()] };
  },

  async getStateList({ query }) {
    return { data: [...listStates(query.countryCode)] };
  },

  async getTimezoneList() {
    return { data: [...listTimeZones()] };
  },
});
