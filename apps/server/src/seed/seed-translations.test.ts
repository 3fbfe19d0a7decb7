import { describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATIONS } from './notifications-seed';
import { translationProblems } from './translated';
import { VACANCY_TEMPLATES } from './vacancy-templates';

/**
 * Texts that are rightly the same in two languages: the intranet's own name, and a department name that Portuguese
 * and Spanish share. Anything else equal to another language's text is an untranslated copy.
 */
const SAME_EVERYWHERE = new Set<string>(['Portal', 'Recursos Humanos']);

const VACANCY_FIELDS = ['title', 'duties', 'workingDay', 'requirements', 'observations'] as const;

describe('demo content in the reader’s language', () => {
  it('every vacancy text exists in pt-BR, en-US and es-ES, and no language copies another', () => {
    const problems = VACANCY_TEMPLATES.flatMap((template) =>
      VACANCY_FIELDS.flatMap((field) =>
        translationProblems(`${template.title['pt-BR']}.${field}`, template[field], SAME_EVERYWHERE),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('every notification system name, title and text exists in pt-BR, en-US and es-ES, and no two read alike', () => {
    const problems = DEMO_NOTIFICATIONS.flatMap((n, i) => [
      ...translationProblems(`notification ${i}.system`, n.system, SAME_EVERYWHERE),
      ...translationProblems(`notification ${i}.title`, n.title, SAME_EVERYWHERE),
      ...translationProblems(`notification ${i}.text`, n.text, SAME_EVERYWHERE),
    ]);
    expect(problems).toEqual([]);
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const shown = DEMO_NOTIFICATIONS.map((n) => `${n.title[locale]} — ${n.text[locale]}`);
      expect(new Set(shown).size, locale).toBe(DEMO_NOTIFICATIONS.length);
    }
  });

  it('the check itself finds a missing language and a copied text', () => {
    expect(translationProblems('t', { 'pt-BR': 'Soldador(a)', 'en-US': 'Welder' })).toEqual([
      't: no es-ES text',
    ]);
    expect(
      translationProblems('t', {
        'pt-BR': 'Analista de PCP',
        'en-US': 'Analista de PCP',
        'es-ES': 'Analista',
      }),
    ).toEqual(['t: en-US copies pt-BR ("Analista de PCP")']);
    expect(
      translationProblems('t', { 'pt-BR': 'Um\nExcel', 'en-US': 'One\nExcel', 'es-ES': 'Uno\nHoja' }),
    ).toEqual(['t: en-US copies pt-BR ("Excel")']);
    expect(
      translationProblems(
        't',
        { 'pt-BR': 'Um\nExcel', 'en-US': 'One\nExcel', 'es-ES': 'Uno\nHoja' },
        new Set(['Excel']),
      ),
    ).toEqual([]);
  });
});
