import { LOCALES, type Locale } from '@portal/contracts/locales';
import type { LocalizedText } from '#server/db/schema';

/** A demo text written in every language of the interface (a database text may lack en-US and es-ES; a seed not). */
export type Translated = Required<LocalizedText>;

/** A demo text from its Portuguese, English and Spanish, in that order. */
export const translated = (pt: string, en: string, es: string): Translated => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': es,
});

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * What is wrong with the translations of one demo text: a language missing or blank, or a language that only
 * copies another one (compared as a whole and line by line), unless the copied text is listed in `sameEverywhere`
 * (proper nouns, acronyms). Returns readable problems, none when the text is translated.
 */
export function translationProblems(
  where: string,
  text: Partial<Record<Locale, string>>,
  sameEverywhere: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    if (!text[locale]?.trim()) problems.push(`${where}: no ${locale} text`);
  }
  if (problems.length) return problems;
  for (const [i, a] of LOCALES.entries()) {
    for (const b of LOCALES.slice(i + 1)) {
      const linesA = text[a]!.split('\n');
      const linesB = text[b]!.split('\n');
      const pairs = same(text[a]!, text[b]!)
        ? [[text[a]!, text[b]!]]
        : linesA.map((line, n) => [line, linesB[n]]);
      for (const [x, y] of pairs) {
        if (y !== undefined && same(x!, y) && !sameEverywhere.has(x!.trim()))
          problems.push(`${where}: ${b} copies ${a} ("${x!.trim()}")`);
      }
    }
  }
  return problems;
}
