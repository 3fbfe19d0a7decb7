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

/**
 * The query parameter that names a page's language (hreflang, shared and mailed links): it comes before the cookie
 * and the browser's Accept-Language, since the link itself says which language it is for.
 */
export const LOCALE_PARAM = 'lang';

/**
 * `url` (absolute, or a path) with its language named in the query (`lang=es-ES`), before any `#fragment`: every link
 * a mail carries opens its page, and the API's answers, in the mail's language (decision 0083). A `lang` already
 * there is replaced.
 */
export function withLocaleParam(url: string, locale: Locale): string {
  const hashAt = url.indexOf('#');
  const [base, fragment] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const queryAt = base.indexOf('?');
  const [path, query] = queryAt < 0 ? [base, ''] : [base.slice(0, queryAt), base.slice(queryAt + 1)];
  const params = new URLSearchParams(query);
  params.set(LOCALE_PARAM, locale);
  return `${path}?${params.toString()}${fragment}`;
}

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
