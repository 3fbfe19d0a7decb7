import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { checkPostalCode, listCountries } from './geodata.service';

describe('the country list', () => {
  it('has Brazilian Portuguese names in pt-BR, not the European forms', () => {
    const names = new Map(listCountries('pt-BR').map((country) => [country.code, country.name]));
    expect(names.get('IR')).toBe('Irã');
    expect(names.get('KE')).toBe('Quênia');
    expect(names.get('RO')).toBe('Romênia');
    expect(names.get('PL')).toBe('Polônia');
    expect(names.get('VN')).toBe('Vietnã');
    expect(names.get('BR')).toBe('Brasil');
    expect([...names.values()]).not.toContain('Irão');
    expect([...names.values()]).not.toContain('Vietname');
  });

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)(
    '%s: Brasil first, then by name, each name and code once',
    (locale) => {
      const list = listCountries(locale);
      expect(list[0]?.code).toBe('BR');
      expect(list.length).toBeGreaterThan(240);
      const names = list.map((country) => country.name);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
      const rest = names.slice(1);
      const collator = new Intl.Collator(locale);
      expect([...rest].sort(collator.compare)).toEqual(rest);
    },
  );

  it('keeps the English and Spanish names of the library', () => {
    expect(listCountries('en-US')).toContainEqual({ code: 'BR', name: 'Brazil' });
    expect(listCountries('es-ES')).toContainEqual({ code: 'PL', name: 'Polonia' });
    expect(listCountries('es-ES')).toContainEqual({ code: 'IR', name: 'Irán' });
  });
});

describe('the postal-code check', () => {
  it('names the state of any valid CEP and the city of a known locality', () => {
    expect(checkPostalCode('89259-565')).toEqual({ valid: true, state: 'SC', city: 'Jaraguá do Sul' });
    expect(checkPostalCode('01310100')).toEqual({ valid: true, state: 'SP', city: 'São Paulo' });
    expect(checkPostalCode('88800-000')).toEqual({ valid: true, state: 'SC', city: null });
    expect(checkPostalCode('78900-000')).toEqual({ valid: false, state: null, city: null });
    expect(checkPostalCode('8925')).toEqual({ valid: false, state: null, city: null });
  });
});

describe('GET /geodata/locations/v1/countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers pt-BR names with Brasil first per Accept-Language', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const get = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/geodata/locations/v1/countries',
        headers: { authorization: maria.authorization, 'accept-language': language },
      });
    const pt = (await get('pt-BR')).json() as { code: string; name: string }[];
    expect(pt[0]).toEqual({ code: 'BR', name: 'Brasil' });
    expect(pt).toContainEqual({ code: 'IR', name: 'Irã' });
    const es = (await get('es-ES')).json() as { code: string; name: string }[];
    expect(es[0]).toEqual({ code: 'BR', name: 'Brasil' });
    expect(es).toContainEqual({ code: 'DE', name: 'Alemania' });
  });
});
