import { describe, expect, it } from 'vitest';
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
  it.each([
    ['Mecânico de Manutenção', 'mecanico de manutencao'],
    ['  ELÉTRICA   Jaraguá ', 'eletrica jaragua'],
    ['Técnico(a) em Segurança', 'tecnico(a) em seguranca'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

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

  it('lets a recruiter move an open application forward, approve after review or interview, refuse any time', () => {
    expect(allowed('recruiter')).toEqual([
      'received→in_review',
      'received→interview',
      'received→not_selected',
      'in_review→interview',
      'in_review→approved',
      'in_review→not_selected',
      'interview→approved',
      'interview→not_selected',
    ]);
  });

  it('lets the candidate withdraw an open application and apply again to a withdrawn one', () => {
    expect(allowed('candidate')).toEqual([
      'received→withdrawn',
      'in_review→withdrawn',
      'interview→withdrawn',
      'withdrawn→received',
    ]);
  });

  it('lets the closing job only end open applications as not selected', () => {
    expect(allowed('system')).toEqual([
      'received→not_selected',
      'in_review→not_selected',
      'interview→not_selected',
    ]);
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
