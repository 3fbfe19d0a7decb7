import { describe, expect, it } from 'vitest';
import { itMaps } from './test/maps';
import {
  APPLICATION_STATUSES,
  type ApplicationActor,
  brasiliaDate,
  canMoveApplication,
  isDeadlinePassed,
  localizedText,
  normalizeSearchText,
} from './vacancy-rules';

describe('normalizeSearchText', () => {
  itMaps(normalizeSearchText, [
    ['Mecânico de Manutenção', 'mecanico de manutencao'],
    ['  ELÉTRICA   Jaraguá ', 'eletrica jaragua'],
    ['Técnico(a) em Segurança', 'tecnico(a) em seguranca'],
    ['', ''],
  ]);

  it('makes an unaccented search find an accented title', () => {
    expect(normalizeSearchText('Mecânico Industrial')).toContain(normalizeSearchText('mecanico'));
  });
});

describe('deadlines in Brasília time (UTC-3)', () => {
  it('gives the date in Brasília, not in UTC', () => {
    expect(brasiliaDate(new Date('2026-06-11T02:59:59Z'))).toBe('2026-06-10');
    expect(brasiliaDate(new Date('2026-06-11T03:00:00Z'))).toBe('2026-06-11');
  });

  it('a deadline holds through its whole day and passes when the next day starts', () => {
    expect(isDeadlinePassed('2026-06-10', new Date('2026-06-11T02:59:59Z'))).toBe(false);
    expect(isDeadlinePassed('2026-06-10', new Date('2026-06-11T03:00:00Z'))).toBe(true);
    expect(isDeadlinePassed('2026-06-10', new Date('2026-06-01T12:00:00Z'))).toBe(false);
  });
});

describe('canMoveApplication', () => {
  const allowed = (actor: ApplicationActor) =>
    APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canMoveApplication(actor, from, to)).map((to) => `${from}→${to}`),
    );

  it.each<[ApplicationActor, string, string[]]>([
    [
      'recruiter',
      'moves an open application forward, approves after review or interview, refuses any time',
      [
        'received→in_review',
        'received→interview',
        'received→not_selected',
        'in_review→interview',
        'in_review→approved',
        'in_review→not_selected',
        'interview→approved',
        'interview→not_selected',
      ],
    ],
    [
      'candidate',
      'withdraws an open application and applies again to a withdrawn one',
      ['received→withdrawn', 'in_review→withdrawn', 'interview→withdrawn', 'withdrawn→received'],
    ],
    [
      'system',
      '(the closing job) only ends open applications as not selected',
      ['received→not_selected', 'in_review→not_selected', 'interview→not_selected'],
    ],
  ])('the %s %s', (actor, _, moves) => {
    expect(allowed(actor)).toEqual(moves);
  });
});

describe("localizedText (the public pages' language fallback)", () => {
  const text = { 'pt-BR': ' Soldador ', 'en-US': 'Welder', 'es-ES': '   ' };
  it('gives the translation when there is one', () => {
    expect(localizedText(text, 'en-US')).toBe('Welder');
  });
  it('falls back to pt-BR for a missing, blank or unknown language, trimmed as the API stores it', () => {
    expect(localizedText(text, 'es-ES')).toBe('Soldador');
    expect(localizedText({ 'pt-BR': 'Soldador' }, 'en-US')).toBe('Soldador');
    expect(localizedText(text, 'fr-FR')).toBe('Soldador');
    expect(localizedText(text, 'pt-BR')).toBe('Soldador');
  });
});
