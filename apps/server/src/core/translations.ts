import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES, type Locale, NAMESPACES, type Namespace } from '@portal/contracts/locales';
import i18next, { type Resource, type TFunction } from 'i18next';
import { paths } from '#server/paths';

interface Bundle {
  body: string;
  etag: string;
}

/**
 * The translations service: every namespace of every locale, read once at start from the packages that own them,
 * served with an ETag, and used by the server itself for problem messages in the caller's language.
 */
export class Translations {
  private readonly bundles = new Map<string, Bundle>();
  private readonly parsed = new Map<string, Record<string, unknown>>();
  private readonly fixedT = new Map<Locale, TFunction>();

  private constructor() {}

  static async load(): Promise<Translations> {
    const translations = new Translations();
    const resources: Resource = {};
    for (const lng of LOCALES) {
      resources[lng] = {};
      for (const ns of NAMESPACES) {
        const body = readFileSync(`${paths.locales[ns]}/${lng}/${ns}.json`, 'utf8');
        const parsed = JSON.parse(body) as Resource[string][string];
        resources[lng][ns] = parsed;
        const compact = JSON.stringify(parsed);
        const etag = `"${createHash('sha256').update(compact).digest('base64url').slice(0, 27)}"`;
        translations.bundles.set(`${lng}/${ns}`, { body: compact, etag });
        translations.parsed.set(`${lng}/${ns}`, parsed as Record<string, unknown>);
      }
    }
    const instance = i18next.createInstance();
    await instance.init({
      resources,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    for (const lng of LOCALES) translations.fixedT.set(lng, instance.getFixedT(lng, 'common'));
    return translations;
  }

  /** The texts of one namespace in one locale (for server rendering). */
  texts(locale: Locale, ns: Namespace): Record<string, unknown> {
    return this.parsed.get(`${locale}/${ns}`) ?? {};
  }

  bundle(locale: Locale, ns: Namespace): Bundle | undefined {
    return this.bundles.get(`${locale}/${ns}`);
  }

  /** Translates a key of the `common` namespace (or `ns:key`) into the locale. */
  t(locale: Locale, key: string, params?: Record<string, unknown>): string {
    const t = this.fixedT.get(locale) ?? this.fixedT.get(DEFAULT_LOCALE)!;
    return t(key, params ?? {}) as string;
  }

  has(locale: Locale, key: string): boolean {
    return this.t(locale, key) !== key;
  }
}

/** A stored locale, or pt-BR when it is not one of ours. */
export function localeOf(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'pt-BR';
}
