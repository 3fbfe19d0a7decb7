import { describe, expect, it } from 'vitest';
import {
  BRAZIL_STATE_CODES,
  BRAZIL_STATES,
  CEP_RANGES,
  isBrazilStateCode,
  isPostalCodeConsistentWithState,
  isValidCep,
  stateOfCep,
} from './brazil-states';
import { itMaps } from './test/maps';

// The states and their CEP ranges behind the State and Postal code of the address and contact forms (spec §5:
// 'Please enter only the state's acronym', 'Please enter a valid postal code'), shared by the forms and the server.

describe('BRAZIL_STATES', () => {
  it('lists the 26 states and the Federal District once each', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(BRAZIL_STATES.map((s) => s.code))).toEqual(new Set(BRAZIL_STATE_CODES));
    expect(BRAZIL_STATES).toContainEqual({ code: 'DF', name: 'Distrito Federal' });
    expect(BRAZIL_STATES).toContainEqual({ code: 'SP', name: 'São Paulo' });
  });

  it('is sorted by name for select lists', () => {
    const names = BRAZIL_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('isBrazilStateCode', () => {
  it.each(['SP', 'DF'])('accepts %j', (code) => {
    expect(isBrazilStateCode(code)).toBe(true);
  });

  it.each(['sp', 'São Paulo', 'XX', 35])('rejects %j (upper-case codes only)', (code) => {
    expect(isBrazilStateCode(code)).toBe(false);
  });
});

describe('isValidCep', () => {
  it.each(['01310-100', '01310100', ' 70040-010 '])('accepts %j', (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(['0131010', '013101000', '01310_100', '01.310-100', 'abcde-fgh', ''])('rejects %j', (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });
});

describe('CEP ranges', () => {
  it('give each five-digit prefix from 01000 to 99999 one state, except the range Rondônia left in 2008', () => {
    const owners = new Map<number, string[]>();
    for (const code of BRAZIL_STATE_CODES) {
      for (const [from, to] of CEP_RANGES[code]) {
        for (let prefix = from; prefix <= to; prefix++)
          owners.set(prefix, [...(owners.get(prefix) ?? []), code]);
      }
    }
    const overlaps: number[] = [];
    const gaps: number[] = [];
    for (let prefix = 1000; prefix <= 99999; prefix++) {
      const count = owners.get(prefix)?.length ?? 0;
      if (count > 1) overlaps.push(prefix);
      if (count === 0) gaps.push(prefix);
    }
    expect(overlaps).toEqual([]);
    expect(gaps).toEqual(Array.from({ length: 100 }, (_, i) => 78900 + i));
    expect(owners.has(999)).toBe(false);
  });

  itMaps(
    stateOfCep,
    [
      ['01310-100', 'SP'], // Avenida Paulista, São Paulo
      ['19999-999', 'SP'],
      ['20040-020', 'RJ'],
      ['69005-070', 'AM'], // Manaus
      ['69301-000', 'RR'], // Boa Vista, inside the Amazonas ranges
      ['69900-000', 'AC'],
      ['70040-010', 'DF'], // Brasília
      ['72800-000', 'GO'], // Luziânia, between the Federal District ranges
      ['73000-000', 'DF'],
      ['74000-000', 'GO'], // Goiânia
      ['76801-000', 'RO'], // Porto Velho
      ['78005-000', 'MT'],
      ['90010-000', 'RS'],
    ],
    'places %s in %s',
  );

  it('places no state for a prefix below 01000, a retired prefix or an invalid CEP', () => {
    expect(stateOfCep('00999-999')).toBeNull();
    expect(stateOfCep('78950-000')).toBeNull();
    expect(stateOfCep('123')).toBeNull();
  });
});

describe('isPostalCodeConsistentWithState', () => {
  it('matches a CEP with its own state only', () => {
    expect(isPostalCodeConsistentWithState('01310-100', 'SP')).toBe(true);
    expect(isPostalCodeConsistentWithState('01310-100', 'RJ')).toBe(false);
    expect(isPostalCodeConsistentWithState('69301-000', 'RR')).toBe(true);
    expect(isPostalCodeConsistentWithState('69301-000', 'AM')).toBe(false);
  });

  it('fails for an invalid CEP or state code', () => {
    expect(isPostalCodeConsistentWithState('0131-0100', 'SP')).toBe(false);
    expect(isPostalCodeConsistentWithState('01310-100', 'sp')).toBe(false);
    expect(isPostalCodeConsistentWithState('01310-100', 'São Paulo')).toBe(false);
  });
});
