import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@portal/contracts/locales';
import i18next, { type i18n as I18n } from 'i18next';

/** Reads a locale's `common.json` exactly as the translations service serves it. */
function readCommon(locale: Locale): Record<string, unknown> {
  const url = new URL(`../../locales/${locale}/common.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

/** A real i18next instance holding the three `common.json` files, with no fallback language. */
export async function createCommonI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(LOCALES.map((lng) => [lng, { common: readCommon(lng) }]));
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}
