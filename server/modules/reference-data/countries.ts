// ISO 3166 countries and their subdivisions (states), read from the country-state-city package
// on first use and kept in memory: the data only changes with the package. Its two data files are
// read directly: the package's entry point also loads 8 MB of cities (about a second at start).
import { createRequire } from 'node:module';

interface PackageCountry {
  isoCode: string;
  name: string;
}

interface PackageState {
  isoCode: string;
  name: string;
  countryCode: string;
}

const requireData = createRequire(import.meta.url);
const packageData = <T>(file: 'country' | 'state'): T => requireData(`country-state-city/lib/cjs/assets/${file}.json`) as T;

export interface CodeName {
  code: string;
  name: string;
}

const byName = (a: CodeName, b: CodeName) => a.name.localeCompare(b.name, 'en');

let countries: readonly CodeName[] | undefined;
let statesByCountry: Map<string, CodeName[]> | undefined;

/** Every country (ISO 3166-1 alpha-2 code and English name), sorted by name. */
export function listCountries(): readonly CodeName[] {
  countries ??= packageData<PackageCountry[]>('country')
    .map((country) => ({ code: country.isoCode, name: country.name }))
    .sort(byName);
  return countries;
}

/** The subdivisions of a country (the package's code without the country prefix, e.g. NSW for
 * AU-NSW), sorted by name; an unknown country has none. */
export function listStates(countryCode: string): readonly CodeName[] {
  if (!statesByCountry) {
    statesByCountry = new Map();
    for (const state of packageData<PackageState[]>('state')) {
      const states = statesByCountry.get(state.countryCode) ?? [];
      states.push({ code: state.isoCode, name: state.name });
      statesByCountry.set(state.countryCode, states);
    }
    for (const states of statesByCountry.values()) states.sort(byName);
  }
  return statesByCountry.get(countryCode.toUpperCase()) ?? [];
}

export function isKnownCountry(countryCode: string): boolean {
  return listCountries().some((country) => country.code === countryCode);
}

export function isStateOf(countryCode: string, stateCode: string): boolean {
  return listStates(countryCode).some((state) => state.code === stateCode);
}
