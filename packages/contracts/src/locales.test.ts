import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_SHORT_LABEL,
  LOCALES,
  resolveLocale,
  withLocaleParam,
} from './locales';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    [null, 'pt-BR'],
    ['', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['en-US', 'en-US'],
    ['es-ES', 'es-ES'],
    ['EN-us', 'en-US'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['es-AR', 'es-ES'],
    ['fr-FR', 'pt-BR'],
    ['*', 'pt-BR'],
    ['not a language', 'pt-BR'],
  ] as const)('maps %j to %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('takes the first supported language of an Accept-Language header', () => {
    expect(resolveLocale('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es-ES');
    expect(resolveLocale('de-DE, en-GB')).toBe('en-US');
  });

  it('orders by quality, not by position', () => {
    expect(resolveLocale('es;q=0.5,en;q=0.9')).toBe('en-US');
    expect(resolveLocale('pt;q=0.1, es-MX;q=0.2')).toBe('es-ES');
  });

  it('keeps header order between equal qualities', () => {
    expect(resolveLocale('es, en')).toBe('es-ES');
    expect(resolveLocale('en;q=0.8, es;q=0.8')).toBe('en-US');
  });

  it('ignores languages refused with q=0 and malformed qualities', () => {
    expect(resolveLocale('en;q=0, es')).toBe('es-ES');
    expect(resolveLocale('en;q=0')).toBe(DEFAULT_LOCALE);
    expect(resolveLocale('en;q=abc, es;q=0.3')).toBe('es-ES');
  });
});

describe('isLocale', () => {
  it('accepts only the exact supported tags', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale('en-us')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('LOCALE_SHORT_LABEL', () => {
  it('labels every locale with its two-letter switcher label', () => {
    expect(LOCALES.map((locale) => LOCALE_SHORT_LABEL[locale])).toEqual(['PT', 'EN', 'ES']);
  });
});

describe('withLocaleParam', () => {
  it('names the language in the query, before the fragment, whatever the link already has', () => {
    expect(withLocaleParam('https://x.example/carreiras/vagas/7', 'es-ES')).toBe(
      'https://x.example/carreiras/vagas/7?lang=es-ES',
    );
    // The default language too: the reader's cookie or browser must not pick another one.
    expect(withLocaleParam('https://x.example/carreiras/alertas/confirmar#tok-en_1', 'pt-BR')).toBe(
      'https://x.example/carreiras/alertas/confirmar?lang=pt-BR#tok-en_1',
    );
    expect(withLocaleParam('/api/a/b?also=x.y', 'en-US')).toBe('/api/a/b?also=x.y&lang=en-US');
    expect(withLocaleParam('/carreiras?lang=es-ES#top', 'en-US')).toBe('/carreiras?lang=en-US#top');
  });
});
