import { createRequire as requireFrom } from 'node:module';
import { BRAZIL_STATES } from '@portal/contracts/brazil-states';
import { placeOfCep } from '@portal/contracts/cep-localities';
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

/** Brazilian Portuguese names: the library's 'pt' has the European forms (Irão, Quénia, Polónia, Vietname). */
const brazilianNames = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });

/**
 * Countries (ISO 3166-1 alpha-2) with names in the caller's language, each name once, Brasil first and the rest
 * sorted by name. pt-BR names are Brazil's (Irã, Quênia, Romênia); en-US and es-ES those of the library.
 */
export function listCountries(locale: Locale): { code: string; name: string }[] {
  const names = countries.getNames(language[locale], { select: 'official' });
  const collator = new Intl.Collator(locale);
  const seen = new Set<string>();
  const list = Object.entries(names)
    .map(([code, name]) => ({
      code,
      name: (locale === 'pt-BR' ? brazilianNames.of(code) : undefined) ?? name,
    }))
    .filter((country) => {
      if (seen.has(country.name)) return false;
      seen.add(country.name);
      return true;
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...list.filter((c) => c.code === 'BR'), ...list.filter((c) => c.code !== 'BR')];
}

/** Whether `code` is a known country. */
function isCountry(code: string): boolean {
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

/**
 * A Brazilian postal code: valid when 8 digits within a state's CEP ranges; answers that state and, when the CEP
 * lies in a known locality's range, its city.
 */
export function checkPostalCode(postalCode: string): {
  valid: boolean;
  state: string | null;
  city: string | null;
} {
  const place = placeOfCep(postalCode);
  return { valid: place !== null, state: place?.state ?? null, city: place?.city ?? null };
}
