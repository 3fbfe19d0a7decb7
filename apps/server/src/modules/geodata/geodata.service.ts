import { createRequire as requireFrom } from 'node:module';
import { BRAZIL_STATES, isValidCep, stateOfCep } from '@portal/contracts/brazil-states';
import type { Locale } from '@portal/contracts/locales';
import countries from 'i18n-iso-countries';

const load = requireFrom(import.meta.url);
/** ISO 3166-2 subdivisions (the package ships no types). */
const iso3166: { country(code: string): { sub: Record<string, { name: string }> } | null } =
  load('iso-3166-2');
countries.registerLocale(load('i18n-iso-countries/langs/pt.json'));
countries.registerLocale(load('i18n-iso-countries/langs/en.json'));
countries.registerLocale(load('i18n-iso-countries/langs/es.json'));

const language: Record<Locale, string> = { 'pt-BR': 'pt', 'en-US': 'en', 'es-ES': 'es' };

/** Countries (ISO 3166-1 alpha-2) with names in the caller's language, sorted by that name. */
export function listCountries(locale: Locale): { code: string; name: string }[] {
  const lang = language[locale];
  const names = countries.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(locale);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Whether `code` is a known country. */
export function isCountry(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}

/**
 * States of a country: Brazil's 27 from contracts; others from ISO 3166-2, the part after the country prefix
 * as the code ('US-CA' → 'CA'), sorted by name. Null for an unknown country.
 */
export function listStates(country: string): { code: string; name: string }[] | null {
  const code = country.toUpperCase();
  if (code === 'BR') return BRAZIL_STATES.map((state) => ({ code: state.code, name: state.name }));
  if (!isCountry(code)) return null;
  const data = iso3166.country(code);
  if (!data) return [];
  return Object.entries(data.sub)
    .map(([subCode, sub]) => ({ code: subCode.slice(code.length + 1), name: sub.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A Brazilian postal code: valid when 8 digits within a state's CEP ranges; answers that state. */
export function checkPostalCode(postalCode: string): { valid: boolean; state: string | null } {
  const state = isValidCep(postalCode) ? stateOfCep(postalCode) : null;
  return { valid: state !== null, state };
}
