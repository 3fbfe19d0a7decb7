import { describe, expect, it } from 'vitest';
import {
  ALERT_TOKEN_LENGTH,
  alertUnsubscribeQuerySchema,
  type StoredAlertFilters,
  sameAlertSearch,
  storedAlertFilters,
  UNSUBSCRIBE_ALSO_MAX,
} from './alerts';

const none: StoredAlertFilters = storedAlertFilters({});
const token = (c: string) => c.repeat(ALERT_TOKEN_LENGTH);

describe('sameAlertSearch (decision 0084)', () => {
  it('compares the texts as the list searches them: case, accents and spaces aside', () => {
    const mechanic = { ...none, q: 'Mecânico  de manutenção', city: 'Jaraguá do Sul' };
    expect(sameAlertSearch(mechanic, { ...none, q: ' mecanico de MANUTENCAO', city: 'jaragua do sul' })).toBe(
      true,
    );
    expect(sameAlertSearch(none, storedAlertFilters({ q: undefined }))).toBe(true);
  });

  it('any other filter makes another search', () => {
    const base = { ...none, q: 'soldador' };
    for (const other of [
      { q: 'soldador mig' },
      { city: 'Betim' },
      { unit: 3 },
      { program: 'apprentice' as const },
      { interest_area: 4 },
      { workshift: 3 },
    ])
      expect(sameAlertSearch(base, { ...base, ...other }), JSON.stringify(other)).toBe(false);
  });
});

describe("a one-click link's query (decision 0084)", () => {
  it('takes the other alerts of a digest, however many an address may have, and the mail language', () => {
    const also = Array.from({ length: UNSUBSCRIBE_ALSO_MAX }, (_, i) => token('abcdefghij'[i % 10]!)).join(
      '.',
    );
    expect(alertUnsubscribeQuerySchema.safeParse({ also, lang: 'es-ES' }).success).toBe(true);
    expect(alertUnsubscribeQuerySchema.safeParse({}).success).toBe(true);
    for (const query of [
      { also: `${also}.${token('z')}` },
      { also: 'short' },
      { also: `${token('a')}.` },
      { lang: 'fr-FR' },
    ])
      expect(alertUnsubscribeQuerySchema.safeParse(query).success, JSON.stringify(query).slice(0, 60)).toBe(
        false,
      );
  });
});
