import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';

/** Every folder of the repository that holds translation namespaces, one subfolder per locale. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LOCALE_ROOTS = [
  'packages/contracts/locales',
  'packages/shell/locales',
  'apps/careers/locales',
  'apps/intranet/locales',
];

/** Flattens nested JSON into dot paths: { a: { b: 'x' } } → { 'a.b': 'x' }. */
function flatten(node: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = node;
  }
  return out;
}

function readNamespace(root: string, locale: string, file: string): Record<string, unknown> | null {
  const path = join(repoRoot, root, locale, file);
  return existsSync(path) ? flatten(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

const namespaces = LOCALE_ROOTS.flatMap((root) => {
  const files = new Set(
    LOCALES.flatMap((locale) => {
      const dir = join(repoRoot, root, locale);
      return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    }),
  );
  return [...files].map((file) => ({ root, file, name: `${root}/${file}` }));
});

describe('translation files', () => {
  it('are found in every locale folder', () => {
    expect(namespaces.map((ns) => ns.name)).toEqual(
      expect.arrayContaining([
        'packages/contracts/locales/common.json',
        'packages/shell/locales/library.json',
        'apps/careers/locales/careers.json',
        'apps/intranet/locales/intranet.json',
      ]),
    );
  });

  describe.each(namespaces)('$name', ({ root, file }) => {
    const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, readNamespace(root, locale, file)]));
    const allKeys = new Set(Object.values(byLocale).flatMap((entries) => Object.keys(entries ?? {})));

    it('exists in all three languages', () => {
      const missingFiles = LOCALES.filter((locale) => byLocale[locale] === null);
      expect(missingFiles, 'locales without this file').toEqual([]);
    });

    it('has the same keys in all three languages', () => {
      const missing = Object.fromEntries(
        LOCALES.map((locale) => [locale, [...allKeys].filter((key) => !(key in (byLocale[locale] ?? {})))]),
      );
      expect(missing, 'keys missing per locale').toEqual({ 'pt-BR': [], 'en-US': [], 'es-ES': [] });
    });

    it('has no empty or non-text value', () => {
      const bad = LOCALES.flatMap((locale) =>
        Object.entries(byLocale[locale] ?? {})
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key]) => `${locale}: ${key}`),
      );
      expect(bad, 'empty or non-string values').toEqual([]);
    });

    it('uses the same {{placeholders}} in all three languages', () => {
      const differing = [...allKeys].filter((key) => {
        const [first, ...others] = LOCALES.map((locale) => placeholders(byLocale[locale]?.[key]).join(','));
        return others.some((other) => other !== first);
      });
      expect(differing, 'keys whose placeholders differ between languages').toEqual([]);
    });
  });

  it('holds a text for every MESSAGES key in every language', () => {
    const missing = LOCALES.flatMap((locale) => {
      const common = readNamespace('packages/contracts/locales', locale, 'common.json') ?? {};
      return Object.entries(MESSAGES)
        .filter(([, key]) => typeof common[key] !== 'string' || common[key] === '')
        .map(([name, key]) => `${locale}: ${name} (${key})`);
    });
    expect(missing).toEqual([]);
  });
});
