import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  resolveLocale,
} from '@portal/contracts/locales';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetch-backend';

/** The page namespaces every app loads (spec §1), plus the app's own. */
const BASE_NAMESPACES = ['common', 'library'] as const;

/**
 * The language a page starts in when the server did not render it: the one chosen (its cookie), else the browser's
 * first supported language (what it sends as Accept-Language, decision 0083), else pt-BR.
 */
export function startLocale(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  const match = cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : '';
  if (isLocale(value)) return value;
  return resolveLocale(value || browser.join(',') || DEFAULT_LOCALE);
}

function writeLocaleCookie(locale: Locale): void {
  // 400 days, the longest a browser keeps a cookie; the language is not a secret.
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=34560000; samesite=lax`;
}

/**
 * Starts i18next for an app: texts come from the translations service (`/locales/{lng}/{ns}.json`),
 * namespaces `common`, `library` and the app's own.
 */
export async function initI18n(
  appNamespace: string,
  locale: Locale = startLocale(),
  /** The texts a server-rendered page was rendered with (namespace → texts): no request before hydration. */
  preloaded?: Record<string, Record<string, unknown>>,
): Promise<I18n> {
  await i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      ...(preloaded ? { resources: { [locale]: preloaded } as Resource, partialBundledLanguages: true } : {}),
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['pt-BR', 'en-US', 'es-ES'],
      load: 'currentOnly',
      ns: [...BASE_NAMESPACES, appNamespace],
      defaultNS: appNamespace,
      fallbackNS: [...BASE_NAMESPACES],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = locale;
  return i18next;
}

/**
 * An i18next instance for one server render: its own language and texts, so concurrent requests in different
 * languages never share state. Synchronous: the texts are given.
 */
export function createServerI18n(
  appNamespace: string,
  locale: Locale,
  resources: Record<string, Record<string, unknown>>,
): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { [locale]: resources } as Resource,
    lng: locale,
    fallbackLng: false,
    ns: [...BASE_NAMESPACES, appNamespace],
    defaultNS: appNamespace,
    fallbackNS: [...BASE_NAMESPACES],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** Where a visit remembers the language the person picked in the switcher (decision 0071). */
const PICKED_LOCALE_KEY = 'portal.pickedLocale';

/**
 * The person picked `locale` in the language switcher: switches to it and remembers, for this visit (this tab's
 * session storage), that it was their own choice, so a sign-in that follows keeps it instead of the account's. The
 * address loses a link's `?lang=` (a mail's, decision 0083), so a reload stays in the language picked.
 */
export async function pickLocale(locale: Locale, instance: I18n = i18next): Promise<void> {
  try {
    sessionStorage.setItem(PICKED_LOCALE_KEY, locale);
  } catch {
    // Without storage a sign-in restores the account's language.
  }
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    if (url.searchParams.has(LOCALE_PARAM)) {
      url.searchParams.delete(LOCALE_PARAM);
      window.history.replaceState(window.history.state, '', url);
    }
  }
  await changeLocale(locale, instance);
}

/** The language picked in the switcher during this visit, once: reading it forgets it (decision 0071). */
export function takePickedLocale(): Locale | null {
  try {
    const value = sessionStorage.getItem(PICKED_LOCALE_KEY);
    sessionStorage.removeItem(PICKED_LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Switches the interface language: remembers it, reloads the texts, keeps the current path. */
export async function changeLocale(locale: Locale, instance: I18n = i18next): Promise<void> {
  writeLocaleCookie(locale);
  await instance.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The current interface language as a supported locale. */
export function currentLocale(instance: I18n = i18next): Locale {
  return resolveLocale(instance.resolvedLanguage ?? instance.language);
}
