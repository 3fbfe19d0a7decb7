import { boundedMemo } from './bounded-memo';

/** Interface languages (spec §1, §9): Portuguese is the default. */
export const LOCALES = ['pt-BR', 'en-US', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Translation namespaces served by `/locales/{lng}/{ns}.json` (spec §1: common and library by default). */
export const NAMESPACES = ['common', 'library', 'careers', 'intranet'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Short labels shown by the language switcher. */
export const LOCALE_SHORT_LABEL: Record<Locale, string> = { 'pt-BR': 'PT', 'en-US': 'EN', 'es-ES': 'ES' };

/** Name of the readable cookie that remembers the chosen language. */
export const LOCALE_COOKIE = 'portal_lang';

const byLanguage: Record<string, Locale> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/**
 * Maps a language tag or a whole Accept-Language header to a supported locale.
 * 'pt', 'pt-PT', 'en', 'en-GB', 'es-AR' map by language; anything unknown or empty gives pt-BR.
 */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  return resolved(input);
}

// Browsers send few distinct headers and the server resolves one per request: each is negotiated once.
const resolved = boundedMemo((input) => negotiate(input), 256);

function negotiate(input: string): Locale {
  const candidates = input
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((c) => c.tag && c.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of candidates) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = byLanguage[tag.toLowerCase().split('-')[0] ?? ''];
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
